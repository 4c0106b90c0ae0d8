/**
 * A page that says one thing: a heading (also the document title), a paragraph, and what to do
 * next (links or a button). The error, 404, payment error and similar screens are all this shape.
 */
import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { PageHeading } from './PageHeading';
import { usePageTitle } from '../../app/page-title';

const useStyles = makeStyles({
  links: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, paddingLeft: 0, listStyleType: 'none' },
});

export interface MessagePageProps {
  /** Names the heading for the section's accessible name. */
  id: string;
  title: string;
  text: ReactNode;
  children?: ReactNode;
}

export function MessagePage({ id, title, text, children }: MessagePageProps) {
  usePageTitle(title);
  return (
    <section aria-labelledby={id}>
      <PageHeading id={id}>{title}</PageHeading>
      <p>{text}</p>
      {children}
    </section>
  );
}

/** Links stacked one per line, as a list (screen readers announce how many there are). */
export function LinkList({ children }: { children: ReactNode[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.links}>
      {children.map((child, i) => (
        <li key={i}>{child}</li>
      ))}
    </ul>
  );
}
