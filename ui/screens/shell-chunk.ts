/**
 * What the shell (loaded first) shares with the lazily loaded screens, referenced from one place:
 * see shared-chunk.ts. The identify screen re-exports this; every other lazily loaded module
 * re-exports SHARED_CHUNK, which includes it.
 */
import * as format from '../../core/rules/format';
import * as licensing from '../../core/model/licensing';
import * as realm from '../../core/use-cases/environment/realm';
import { useLogout } from '../app/logout';
import * as participant from '../app/participant';
import * as routeServices from '../app/route-services';
import { RouterLink } from '../components/navigation/RouterLink';
import { LinkList, MessagePage } from '../components/page/MessagePage';
import { PageLoading } from '../components/shell/PageLoading';

export const SHELL_CHUNK = [format, licensing, realm, useLogout, participant, routeServices, RouterLink, MessagePage, LinkList, PageLoading] as const;
