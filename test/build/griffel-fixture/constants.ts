/** A constant from the fixture's own code, as the portal's styles use theme.ts's. */
export const TOUCH_TARGET = '44px';
