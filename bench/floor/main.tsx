/**
 * The stack floor: the smallest app that renders the identify form with the packages the portal
 * must use (React, react-router, TanStack Query, Inversify, io-ts, FluentProvider with the identify
 * form's Field, Input, RadioGroup, Checkbox, Button and MessageBar). bench/first-load.mjs builds it
 * with the portal's esbuild settings; its first load is what the portal's identify page is held to.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Container } from 'inversify';
import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { FluentProvider } from '@fluentui/react-provider';
import { webLightTheme } from '@fluentui/react-theme';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import { Checkbox } from '@fluentui/react-checkbox';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';

const Config = t.type({ apiBase: t.string });
type Config = t.TypeOf<typeof Config>;
const CONFIG = Symbol('Config');

const container = new Container();
container.bind<Config>(CONFIG).toConstantValue({ apiBase: '/api' });

function IdentifyForm() {
  const config = container.get<Config>(CONFIG);
  const checked = useQuery({ queryKey: ['config'], queryFn: async () => isRight(Config.decode(config)) });
  const [entity, setEntity] = useState('INDIVIDUAL');
  const [npn, setNpn] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <main>
      <h1>Identify licensee</h1>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setError(npn ? undefined : 'NPN is required.');
        }}
      >
        <Field label="Entity type" required>
          <RadioGroup value={entity} onChange={(_, d) => setEntity(d.value)}>
            <Radio value="INDIVIDUAL" label="Individual" />
            <Radio value="FIRM" label="Firm" />
          </RadioGroup>
        </Field>
        <Field label="NPN" required {...(error === undefined ? {} : { validationMessage: error })}>
          <Input value={npn} onChange={(_, d) => setNpn(d.value)} />
        </Field>
        <Checkbox checked={accepted} onChange={(_, d) => setAccepted(d.checked === true)} label="I accept the use agreement" />
        <Button type="submit" appearance="primary" disabled={checked.data === false}>
          Continue
        </Button>
      </form>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <IdentifyForm /> }]);
createRoot(document.getElementById('root')!).render(
  <FluentProvider theme={webLightTheme}>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </FluentProvider>,
);
