/**
 * A screen whose record the registry answers 404 for (an address of another licensee's
 * application, or one deleted since): said as not found, not as the portal failing.
 */
export const RECORD_NOT_FOUND_TEXT =
  'We were not able to find the page you requested. It may belong to another licensee, or it may have been deleted. Your own applications and orders are in the Main Menu.';
