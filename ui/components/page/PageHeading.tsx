/**
 * The page's h1. The root layout moves focus to it on every route change (WCAG: the new
 * page is announced and keyboard users start from its top), hence the tabIndex of -1. It draws
 * no focus box: the user did not put focus there, and the next Tab leaves it for good.
 */
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { PORTAL_WORDS } from './private-text';

const useStyles = makeStyles({
  heading: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    marginTop: 0,
    marginBottom: tokens.spacingVerticalL,
    // Focused by the app, never reached by Tab: no box, as on GOV.UK (docs/decisions.md §Habits for every screen).
    ':focus, :focus-visible': { outlineStyle: 'none' },
  },
  caption: {
    display: 'block',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground2,
    marginBottom: tokens.spacingVerticalXS,
  },
  // Read, not seen: an inline text of no size (a visually hidden element taken out of the flow
  // would make the heading's name "Apply for a license : What…", with a space before the colon).
  captionColon: { fontSize: 0 },
});

/**
 * The page's h1, optionally with a caption above it (GOV.UK's heading caption: the journey or the
 * screen, "Apply for a license"), read with the heading as one phrase: "Apply for a license: What
 * do you want to do?".
 */
export function PageHeading({ children, className, id, caption }: { children: ReactNode; className?: string; id?: string; caption?: string | undefined }) {
  const styles = useStyles();
  return (
    <h1 id={id} tabIndex={-1} className={mergeClasses(styles.heading, className)} {...PORTAL_WORDS}>
      {caption !== undefined && (
        <span className={styles.caption}>
          {caption}
          <span className={styles.captionColon}>: </span>
        </span>
      )}
      {children}
    </h1>
  );
}
