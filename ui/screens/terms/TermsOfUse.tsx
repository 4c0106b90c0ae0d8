/**
 * The terms of use (core/use-cases/terms/terms-of-use.ts): public, opened in a new tab from the
 * identify page's use agreement and the submitter's use acceptance.
 */
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { TERMS_CLOSE_HINT, TERMS_INTRO, TERMS_SECTIONS, TERMS_TITLE } from '../../../core/use-cases/terms/terms-of-use';
import { PageHeading } from '../../components/page/PageHeading';
import { usePageTitle } from '../../app/page-title';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '760px' },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0 },
});

export default function TermsOfUse() {
  const styles = useStyles();
  usePageTitle(TERMS_TITLE);
  return (
    <section aria-labelledby="terms-title" className={styles.page}>
      <PageHeading id="terms-title">{TERMS_TITLE}</PageHeading>
      <p className={styles.text}>{TERMS_INTRO}</p>
      {TERMS_SECTIONS.map((s, i) => (
        <section key={s.heading} aria-labelledby={`terms-${i}`} className={styles.section}>
          <h2 id={`terms-${i}`} className={styles.heading}>
            {s.heading}
          </h2>
          <p className={styles.text}>{s.text}</p>
        </section>
      ))}
      <p className={styles.text}>{TERMS_CLOSE_HINT}</p>
    </section>
  );
}
