/**
 * The providers every screen relies on: theme, services, query cache and environment. main.tsx
 * wraps the router in them; component tests wrap a memory router in them with a test container.
 */
import type { ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-provider';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { TOKENS, resolve } from '../../adapters/container/tokens';
import { AppErrorBoundary } from './AppErrorBoundary';
import { EnvironmentProvider } from './environment';
import { ServicesProvider } from './services';
import { licenseHubTheme, useGlobalStyles } from './theme';

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <FluentProvider theme={licenseHubTheme}>
      <GlobalStyles />
      {children}
    </FluentProvider>
  );
}

function GlobalStyles() {
  useGlobalStyles();
  return null;
}

export function AppProviders({ container, queryClient, children }: { container: Container; queryClient: QueryClient; children: ReactNode }) {
  const config = resolve(container, TOKENS.Config);
  return (
    <ThemeProvider>
      <AppErrorBoundary telemetry={resolve(container, TOKENS.Telemetry)} mainMenuHref={`${config.appBase}/user-menu`} providerContact={config.providerContact}>
        <ServicesProvider container={container}>
          <QueryClientProvider client={queryClient}>
            <EnvironmentProvider>{children}</EnvironmentProvider>
          </QueryClientProvider>
        </ServicesProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
