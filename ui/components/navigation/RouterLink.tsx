/**
 * A Fluent link that navigates inside the single-page app: a real href (open in a new tab,
 * screen readers announce a link) with react-router's client-side click handling.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';
import { Link, type LinkProps } from '@fluentui/react-link';
import { presentProps } from '../fluent/present-props';

export interface RouterLinkProps {
  appearance?: LinkProps['appearance'] | undefined;
  inline?: boolean | undefined;
  className?: string | undefined;
  id?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-current'?: 'page' | undefined;
  to: To;
  replace?: boolean | undefined;
  /** Runs before the navigation (e.g. resetting the current flow). */
  onNavigate?: (() => void) | undefined;
  children: ReactNode;
}

export function RouterLink({ to, replace, onNavigate, children, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, presentProps({ replace }));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    navigate(event);
  };
  return (
    <Link {...presentProps(rest)} href={href} onClick={onClick}>
      {children}
    </Link>
  );
}
