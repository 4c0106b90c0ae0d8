/**
 * The incomplete applications as a TanStack query: one key, read by the list and the detail (so
 * opening a detail from the list costs no call), and updated after a deletion.
 */
import { queryOptions } from '@tanstack/react-query';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { runCall } from '../../app/call';

export const incompleteKeys = { all: ['incomplete-applications'] as const };

export const incompleteApplicationsQuery = (api: RegistryApi) =>
  queryOptions({ queryKey: incompleteKeys.all, queryFn: () => runCall(api.incompleteApplications()) });
