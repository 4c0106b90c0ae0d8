import { createContext, lazy, Suspense, useContext, useLayoutEffect } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { laterParts } from '../../app/tiers';

// The spinner comes with what the first input loads (ui/app/later-parts.ts).
const Spinner = lazy(() => laterParts().then((m) => ({ default: m.Spinner })));

const useStyles = makeStyles({
  box: { paddingTop: tokens.spacingVerticalXXXL, paddingBottom: tokens.spacingVerticalXXXL },
  // The label where the spinner's own label will be, beside the place of its 32 px ring.
  label: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    columnGap: tokens.spacingHorizontalS,
    minHeight: '32px',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    '::before': { content: '""', width: '32px', height: '32px', flexShrink: 0 },
  },
});

/**
 * Told when a loading indicator shows (+1) and goes (-1). The shell holds its footer back while one
 * shows, so the footer appears below the page instead of jumping down when the page arrives (a
 * layout shift Lighthouse counted on the modules page).
 */
export const PageLoadingShown = createContext<(change: 1 | -1) => void>(() => undefined);

/**
 * How many loading indicators show, for the one component that waits for none: a change renders
 * that component again, not the shell and the page under it (docs/performance.md §Long tasks).
 */
export function createLoadingCount() {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    change: (by: 1 | -1): void => {
      count += by;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    count: (): number => count,
  };
}

/**
 * Shown while a route's code or data loads (docs/portal.md §Routes "Lazy-loaded content shows a loading
 * indicator"). The label shows at once; the spinner beside it as soon as its chunk is in.
 */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  const styles = useStyles();
  const shown = useContext(PageLoadingShown);
  useLayoutEffect(() => {
    shown(1);
    return () => shown(-1);
  }, [shown]);
  return (
    <div className={styles.box} role="status">
      <Suspense fallback={<div className={styles.label}>{label}</div>}>
        <Spinner label={label} />
      </Suspense>
    </div>
  );
}
