/**
 * The top-level /legacy-flow, /validation and /attestation routes (docs/portal.md §Routes lists them; it shows
 * no content for them). Each application's validation and attestation are steps of its own
 * journey, under the flow's address; these pages say what they are for and link on
 * (docs/decisions.md §Screens left open).
 */
import { LinkList, MessagePage } from '../../components/page/MessagePage';
import { MainMenuLink } from '../../components/navigation/MainMenuLink';
import { RouterLink } from '../../components/navigation/RouterLink';
import { PATHS } from '../../app/paths';

export function TopLevelPage({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <MessagePage id={id} title={title} text={text}>
      <LinkList>
        <RouterLink to={PATHS.resumeIncomplete}>Resume an application</RouterLink>
        <RouterLink to={PATHS.orderHistory}>Order history</RouterLink>
        <MainMenuLink />
      </LinkList>
    </MessagePage>
  );
}
