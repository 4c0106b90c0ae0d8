/**
 * The page's h1. The root layout moves focus to it on every route change (WCAG: the new
 * page is announced and keyboard users start from its top), hence the tabIndex of -1. It draws
 * no focus box: the user did not put focus there, and the next Tab leaves it for good.
 */
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

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
});

export function PageHeading({ children, className, id, 'aria-label': label }: { children: ReactNode; className?: string; id?: string; 'aria-label'?: string }) {
  const styles = useStyles();
  return (
    <h1 id={id} tabIndex={-1} className={mergeClasses(styles.heading, className)} aria-label={label}>
      {children}
    </h1>
  );
}
