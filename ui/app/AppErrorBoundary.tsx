/**
 * The last line of defence: an error thrown outside the routes (the shell itself) replaces the
 * app with the generic error screen. Its Main Menu link reloads the page, as the router may be
 * the part that failed.
 */
import { Component, type ReactNode } from 'react';
import { Link } from '@fluentui/react-link';
import type { Telemetry } from '../../core/ports/telemetry';
import { GenericError } from '../screens/errors/GenericError';

interface Props {
  telemetry: Telemetry;
  mainMenuHref: string;
  children: ReactNode;
}

export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.telemetry.error(error, 'react');
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ padding: '24px' }}>
        <GenericError mainMenu={<Link href={this.props.mainMenuHref}>Main Menu</Link>} />
      </main>
    );
  }
}
