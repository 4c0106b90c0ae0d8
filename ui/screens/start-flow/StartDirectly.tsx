/**
 * `/start/{product}`: where the user menu's "Change your contact details", "Change your name"
 * and "Update your firm's DRLPs" lead. Those products need no choice, so the loader creates the
 * flow and goes straight to its first page (core startDirectly); a failure is the route's error
 * screen, as for every loader. Any other product goes to the start-flow wizard.
 */
import { replace, type LoaderFunctionArgs } from 'react-router';
import { isDirectProduct, startDirectly } from '../../../core/use-cases/start-flow/create-flow';
import { runCall } from '../../app/call';
import { PATHS } from '../../app/paths';
import { routeServices } from '../../app/route-services';

export async function loader({ params, context }: LoaderFunctionArgs): Promise<Response | null> {
  const { api, auth } = context.get(routeServices);
  const slug = params.product ?? '';
  if (!isDirectProduct(slug)) return replace(PATHS.startFlow);
  if (!auth.isAuthenticated) return null;
  return replace(await runCall(startDirectly(api, slug)));
}

/** Nothing shows: the loader always leaves. */
export default function StartDirectly() {
  return null;
}
