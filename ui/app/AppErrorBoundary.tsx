/**
 * The last line of defence (docs/portal.md §Errors): an error thrown outside the routes (the
 * shell itself) replaces the app with the generic error screen, and so does the global exception
 * flag (core/use-cases/errors/exception-flag.ts): an error or a rejected promise nobody caught
 * outside rendering sets it and is reported. The screen clears when the flag goes from set to
 * unset: its Main Menu unsets it and opens the user menu in the app. After a rendering failure
 * Main Menu reloads the page instead, as the router may be the part that failed.
 */
import { Component, type MouseEvent, type ReactNode } from 'react';
import { Link } from '@fluentui/react-link';
import type { ProviderContact } from '../../core/rules/contact';
import type { Telemetry } from '../../core/ports/telemetry';
import { createExceptionFlag, flagCleared, isIgnoredGlobalError, type ExceptionFlag } from '../../core/use-cases/errors/exception-flag';
import { GENERIC_ERROR_ID, GenericError } from '../screens/errors/GenericError';
import { SupportFooter } from '../components/shell/SupportFooter';

interface Props {
  telemetry: Telemetry;
  mainMenuHref: string;
  /** The provider's phone and email, for customer support below the error screen. */
  providerContact?: ProviderContact | undefined;
  children: ReactNode;
  /** Where uncaught errors are heard (the window; a test passes its own target). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

interface State {
  failed: boolean;
  hasException: boolean;
}

export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, hasException: false };
  private readonly flag: ExceptionFlag = createExceptionFlag(this.props.telemetry);
  private stop: (() => void) | undefined;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.telemetry.error(error, 'react');
  }

  override componentDidMount(): void {
    const events = this.props.events ?? window;
    const onError = (event: ErrorEvent) => {
      if (!isIgnoredGlobalError(event.message)) this.flag.dispatch({ type: 'UNCAUGHT', error: event.error ?? event.message });
    };
    const onRejection = (event: PromiseRejectionEvent) => this.flag.dispatch({ type: 'UNCAUGHT', error: event.reason });
    let before = this.flag.getState();
    const unsubscribe = this.flag.subscribe(() => {
      const after = this.flag.getState();
      if (flagCleared(before, after)) this.setState({ hasException: false, failed: false });
      else if (after.hasException) this.setState({ hasException: true });
      before = after;
    });
    events.addEventListener('error', onError);
    events.addEventListener('unhandledrejection', onRejection);
    this.stop = () => {
      unsubscribe();
      events.removeEventListener('error', onError);
      events.removeEventListener('unhandledrejection', onRejection);
    };
  }

  override componentDidUpdate(_props: Props, previous: State): void {
    // The error screen replaced the page: focus goes to its heading, so it is read first.
    const shown = (s: State) => s.failed || s.hasException;
    if (shown(this.state) && !shown(previous)) document.getElementById(GENERIC_ERROR_ID)?.focus();
  }

  override componentWillUnmount(): void {
    this.stop?.();
    this.stop = undefined;
  }

  private readonly toMainMenu = (event: MouseEvent<HTMLAnchorElement>) => {
    if (this.state.failed || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // The router is fine (the error came from outside it): it follows the address change.
    window.history.pushState(null, '', this.props.mainMenuHref);
    window.dispatchEvent(new PopStateEvent('popstate'));
    this.flag.dispatch({ type: 'CLEAR' });
  };

  override render() {
    if (!this.state.failed && !this.state.hasException) return this.props.children;
    return (
      <>
        <main style={{ padding: '24px' }}>
          <GenericError
            mainMenu={
              <Link href={this.props.mainMenuHref} onClick={this.toMainMenu}>
                Main Menu
              </Link>
            }
          />
        </main>
        <SupportFooter contact={this.props.providerContact} />
      </>
    );
  }
}
