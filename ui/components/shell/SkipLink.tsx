import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

const useStyles = makeStyles({
  skip: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 1000,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    ':focus': { top: tokens.spacingVerticalS },
  },
});

/** The first stop of the keyboard: jumps over the bars to the page's content (WCAG 2.4.1). */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const styles = useStyles();
  return (
    <a
      className={styles.skip}
      href={`#${target}`}
      onClick={(event) => {
        // With <base href>, a bare fragment would resolve against the base and leave the page.
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
