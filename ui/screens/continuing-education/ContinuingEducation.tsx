/**
 * Continuing education (docs/portal.md §Overview, §Routes and "Transcript-unavailable page", §Access):
 * hidden (the 404 page, and no user-menu entry) when the environment's disabled features include
 * continuing_education. The contract (docs/portal.md §Calls) has no transcript call, so the transcript cannot
 * be retrieved: the page says so with the spec's words and error code 0101429, and its Main Menu
 * link resets the flow (docs/decisions.md §Screens left open).
 */
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { TRANSCRIPT_UNAVAILABLE_TEXT } from '../../../core/use-cases/errors/transcript';
import { MainMenuLink } from '../../components/navigation/MainMenuLink';
import { PageHeading } from '../../components/page/PageHeading';
import { useEnvironment } from '../../app/environment';
import { usePageTitle } from '../../app/page-title';
import NotFound from '../not-found/NotFound';

export const CONTINUING_EDUCATION_TITLE = 'Continuing Education';
export const TRANSCRIPT_UNAVAILABLE_TITLE = 'Transcript unavailable';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '44rem' },
  lead: { margin: 0 },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  h2: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
});

function ContinuingEducationPage() {
  const styles = useStyles();
  usePageTitle(CONTINUING_EDUCATION_TITLE);
  return (
    <div className={styles.page}>
      <PageHeading id="ce-title">{CONTINUING_EDUCATION_TITLE}</PageHeading>
      <p className={styles.lead}>
        Your continuing education transcript lists the courses the states have recorded for you and the credit hours your licenses need before they renew.
      </p>
      <section aria-labelledby="ce-transcript-title" className={styles.section}>
        <h2 id="ce-transcript-title" className={styles.h2}>
          Your transcript
        </h2>
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{TRANSCRIPT_UNAVAILABLE_TITLE}</MessageBarTitle>
            <p>{TRANSCRIPT_UNAVAILABLE_TEXT}</p>
          </MessageBarBody>
        </MessageBar>
        <div>
          <MainMenuLink resets="licensing-journey" />
        </div>
      </section>
    </div>
  );
}

export default function ContinuingEducation() {
  const { config } = useEnvironment();
  if (config.disabledFeatures.includes('continuing_education')) return <NotFound />;
  return <ContinuingEducationPage />;
}
