/**
 * The page's h1. The root layout moves focus to it on every route change (WCAG: the new
 * page is announced and keyboard users start from its top), hence the tabIndex of -1.
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
    ':focus': { outlineStyle: 'none' },
    ':focus-visible': { outlineStyle: 'solid', outlineWidth: '2px', outlineColor: tokens.colorStrokeFocus2 },
  },
});

export function PageHeading({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  const styles = useStyles();
  return (
    <h1 id={id} tabIndex={-1} className={mergeClasses(styles.heading, className)} {...PORTAL_WORDS}>
      {children}
    </h1>
  );
}
