/**
 * The reusable form pieces the identify screen is built from (ui/components/forms), on their own:
 * the masked input keeps the core's mask shape, the error summary takes focus on each failed
 * submit and its links focus their fields, and the fields tie their messages to their controls.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { FEIN_MASK, SSN_MASK } from '../../../core/rules/masks';
import { ThemeProvider } from '../../../ui/app/AppProviders';
import { ErrorSummary } from '../../../ui/components/forms/ErrorSummary';
import { TextField } from '../../../ui/components/forms/FormField';
import { byLabel, description, errorSummary, press, summaryMessages, type } from './dom-actions';

const test = suite('form pieces (ui/components/forms)');
let host: HTMLElement;
let root: Root;
test.before.each(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
test.after.each(async () => {
  await act(async () => root.unmount());
  host.remove();
});

function Masked({ mask }: { mask: string }) {
  const [value, setValue] = useState('');
  return <TextField id="masked" label="Number" mask={mask} value={value} onChange={setValue} />;
}

test("masks of docs/portal.md §Identify: SSN 999-99-9999 and FEIN 99-9999999 keep only digits in the mask's shape", async () => {
  await act(async () =>
    root.render(
      <ThemeProvider>
        <Masked mask={SSN_MASK} />
      </ThemeProvider>,
    ),
  );
  const ssn = byLabel(host, 'Number');
  await type(ssn, '123 45 6789 0');
  assert.is(ssn.value, '123-45-6789');
  await act(async () =>
    root.render(
      <ThemeProvider>
        <Masked mask={FEIN_MASK} key="fein" />
      </ThemeProvider>,
    ),
  );
  const fein = byLabel(host, 'Number');
  await type(fein, '12a3456789');
  assert.is(fein.value, '12-3456789');
});

function Form({ attempt, error }: { attempt: number; error?: string }) {
  return (
    <ThemeProvider>
      <ErrorSummary items={error ? [{ fieldId: 'name', message: error }] : []} attempt={attempt} />
      <TextField id="name" label="Name" value="" onChange={() => undefined} error={error} required />
    </ThemeProvider>
  );
}

test('the error summary takes focus on each failed submit, and its link focuses the field', async () => {
  await act(async () => root.render(<Form attempt={0} />));
  assert.is(errorSummary(host), undefined, 'no summary without errors');
  await act(async () => root.render(<Form attempt={1} error="Name is a required field" />));
  assert.equal(summaryMessages(host), ['Name is a required field']);
  assert.is(document.activeElement, errorSummary(host));
  const input = byLabel(host, 'Name');
  await act(async () => input.focus());
  await act(async () => root.render(<Form attempt={2} error="Name is a required field" />));
  assert.is(document.activeElement, errorSummary(host), 'a second failed submit focuses it again');
  await press(errorSummary(host)!.querySelector('a')!);
  assert.is(document.activeElement, input);
});

test("a field's inline message describes its control and marks it invalid and required", async () => {
  await act(async () => root.render(<Form attempt={1} error="Name is a required field" />));
  const input = byLabel(host, 'Name');
  assert.is(description(host, input), 'Name is a required field');
  assert.is(input.getAttribute('aria-invalid'), 'true');
  assert.ok(input.required);
});

test.run();
