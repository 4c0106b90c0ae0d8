/**
 * The journey modules of the sandbox API (orders, flows, licenses, DRLPs, …), registered in this
 * order on the authenticated `api` sub-app. Append new modules here; each one owns its paths (see
 * ./types.ts for the contract). The foundation's own endpoints (identify, user info, reference
 * lists, maintenance, logout) live in ../api/ and are wired by ../server.ts.
 */
import { addressRoutes } from './addresses';
import { ccrRoutes } from './ccr';
import { contextualMessageRoutes } from './contextual-messages';
import { drlpRoutes } from './drlp';
import { flowStartRoutes } from './flow-start';
import { incompleteRoutes } from './incomplete';
import { licensingRoutes } from './licensing';
import { moduleRoutes } from './modules';
import { nameRoutes } from './names';
import { orderRoutes } from './orders';
import { pdbReportRoutes } from './pdb-report';
import { submitterRoutes } from './submitters';
import type { RouteModule } from './types';

export const routeModules: RouteModule[] = [
  // The journeys (the whole API contract of docs/portal.md §Calls, server part).
  licensingRoutes,
  flowStartRoutes,
  moduleRoutes,
  submitterRoutes,
  contextualMessageRoutes,
  addressRoutes,
  ccrRoutes,
  nameRoutes,
  drlpRoutes,
  orderRoutes,
  pdbReportRoutes,
  incompleteRoutes,
];
