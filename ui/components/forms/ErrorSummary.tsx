/**
 * The error summary of a form (WCAG 3.3.1): shown at the top after a submit that found invalid
 * input, it takes focus so screen-reader and keyboard users learn at once that nothing was sent,
 * and links each message to the control that needs fixing.
 */
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { PORTAL_WORDS } from '../page/private-text';

export interface ErrorSummaryItem {
  /** The id of the control to focus: an input, a select, or the first radio of a group. */
  readonly fieldId: string;
  readonly message: string;
}

export interface ErrorSummaryProps {
  readonly items: readonly ErrorSummaryItem[];
  /** Changes on every submit that found errors, so a second failed submit moves focus back here. */
  readonly attempt: number;
  readonly title?: string;
}

const useStyles = makeStyles({
  root: {
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    marginBottom: tokens.spacingVerticalL,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    ':focus': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  list: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
  // Each link at least 24 px tall (WCAG 2.5.8 target size): the list is tapped on phones.
  // A block link keeps the list marker on its first line when the message wraps.
  item: { paddingTop: tokens.spacingVerticalXXS, paddingBottom: tokens.spacingVerticalXXS },
  link: {
    display: 'block',
    minHeight: '24px',
    lineHeight: '24px',
    color: tokens.colorPaletteRedForeground1,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorPaletteRedForeground1, textDecorationThickness: '2px' },
  },
});

/** Focuses a field by id and brings it into view (the link's own jump would not move focus to it). */
export function focusField(fieldId: string): void {
  const el = document.getElementById(fieldId);
  if (!el) return;
  el.focus();
  el.scrollIntoView?.({ block: 'center' });
}

export function ErrorSummary({ items, attempt, title = 'There is a problem' }: ErrorSummaryProps) {
  const styles = useStyles();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;

  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [attempt, shown]);

  if (!shown) return null;
  const onClick = (fieldId: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    focusField(fieldId);
  };
  return (
    <div ref={ref} className={styles.root} role="group" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title} {...PORTAL_WORDS}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={`${item.fieldId}:${item.message}`} className={styles.item}>
            <a className={styles.link} href={`#${item.fieldId}`} onClick={onClick(item.fieldId)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
