/**
 * The name page (docs/portal.md §Name change "Name update", "Name post"): each state
 * of the page in happy-dom against a fake registry.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { PrimaryNameResponse } from '../../../../core/model/names';
import { byText, quietConsole, render, waitFor, type Rendered } from '../../render';
import { byLabel, button, heading, press, type } from '../../identify/dom-actions';

const t = suite('name change page');
const PATH = '/demographic-update/F-1/primary-name.json';
const jurisdiction = (code: string, resident: boolean) => ({ jurisdiction: code, resident, dhs: false, changed: false, active: true, enabled: true });
const NAMES: PrimaryNameResponse = {
  enabled: [{ currentName: { type: 'INDIVIDUAL', first: 'Alice', last: 'Morgan' }, jurisdictions: [jurisdiction('TX', true), jurisdiction('OK', false)] }],
  disabled: ['NY'],
};

let app: Rendered | undefined;
t.after.each(async () => {
  await app?.unmount();
  app = undefined;
});

async function open(answer: unknown = NAMES): Promise<Rendered> {
  app = await render({ path: '/demographic-update/F-1', signedIn: true, answers: { [PATH]: answer } });
  await waitFor(() => app!.host.querySelector('#name-0-first, #name-0-company'), 'the name form');
  return app;
}
const checkbox = (host: HTMLElement, code: string) => host.querySelector<HTMLInputElement>(`#name-0-jurisdiction-${code}`)!;
const submit = async (host: HTMLElement) => {
  await press(button(host, 'Continue'));
};
/** Calls of the name path so far (StrictMode mounts the page twice: two GETs). */
const posts = (a: Rendered) => a.calls.filter((c) => c === PATH).length;

t('on load: the current name, the requested name copied from it, every jurisdiction checked, the disabled ones with why', async () => {
  const { host } = await open();
  assert.is(heading(host), 'Change your name');
  assert.is(document.title, 'Change your name - LicenseHub');
  assert.match(host.textContent ?? '', 'Current nameAlice Morgan');
  assert.is(byLabel(host, 'First Name').value, 'Alice');
  assert.is(byLabel(host, 'Last Name').value, 'Morgan');
  assert.is(byLabel(host, 'Middle Name').value, '');
  assert.ok(checkbox(host, 'TX').checked && checkbox(host, 'OK').checked);
  assert.ok(byText(host, 'label', 'Texas (TX), resident license'));
  assert.ok(byText(host, 'label', 'Oklahoma (OK), nonresident license'));
  assert.ok(byText(host, 'h2', 'Not available online'));
  assert.match(host.textContent ?? '', "New York: the registry cannot change your name there online. Contact that state's insurance department");
});

t('a request the registry holds is read back: the requested name and only the jurisdictions it names are checked', async () => {
  const { host } = await open({
    ...NAMES,
    enabled: [
      {
        currentName: { type: 'INDIVIDUAL', first: 'Alice', last: 'Morgan' },
        requestedName: { type: 'INDIVIDUAL', first: 'Alicia', middle: 'Q', last: 'Morgan' },
        jurisdictions: [{ ...jurisdiction('TX', true), changed: true }, jurisdiction('OK', false)],
      },
    ],
  });
  assert.is(byLabel(host, 'First Name').value, 'Alicia');
  assert.is(byLabel(host, 'Middle Name').value, 'Q');
  assert.ok(checkbox(host, 'TX').checked);
  assert.not.ok(checkbox(host, 'OK').checked);
});

t('a business entry: the company starts blank and is required', async () => {
  const { host } = await open({
    enabled: [{ currentName: { type: 'BUSINESS', company: 'Acme Insurance Agency LLC' }, jurisdictions: [jurisdiction('TX', true)] }],
    disabled: [],
  });
  assert.is(byLabel(host, 'Company Name').value, '');
  assert.match(host.textContent ?? '', 'Current nameAcme Insurance Agency LLC');
  const before = posts(app!);
  await submit(host);
  await waitFor(() => byText(host, 'a', 'Company Name is a required field'), 'the error summary');
  assert.is(posts(app!), before, 'nothing sent');
});

t('a refused submit: the error summary takes focus and links to the field; "Error: " in the title; nothing is sent', async () => {
  const { host } = await open();
  await type(byLabel(host, 'First Name'), ' ');
  await type(byLabel(host, 'Last Name'), 'M0rgan');
  const before = posts(app!);
  await submit(host);
  const summary = await waitFor(() => host.querySelector<HTMLElement>('[role=group][aria-labelledby]'), 'the error summary');
  assert.equal(
    [...summary.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    [
      ['First Name is a required field', '#name-0-first'],
      ['Last Name may only contain letters, periods and hyphens', '#name-0-last'],
    ],
  );
  assert.is(document.activeElement, summary);
  assert.is(document.title, 'Error: Change your name - LicenseHub');
  assert.is(posts(app!), before);
});

t('a 101-character last name is refused before anything is sent, as at sign-in and for the submitter (100 at most)', async () => {
  const { host } = await open();
  await type(byLabel(host, 'Last Name'), 'M'.repeat(101));
  const before = posts(app!);
  await submit(host);
  await waitFor(() => byText(host, 'a', 'Last Name must be 100 characters or less'), 'the length message');
  assert.is(posts(app!), before, 'nothing sent');
});

t('the page sets the current name against the requested one as it is typed', async () => {
  const { host } = await open();
  assert.match(host.textContent ?? '', 'The requested name is the same as your current name. Change it above.');
  await type(byLabel(host, 'First Name'), 'Alicia');
  assert.match(host.textContent ?? '', 'Alice Morgan will be changed to Alicia Morgan.');
});

t('no jurisdiction checked: "Select at least one jurisdiction"', async () => {
  const { host } = await open();
  await press(checkbox(host, 'TX'));
  await press(checkbox(host, 'OK'));
  const before = posts(app!);
  await submit(host);
  await waitFor(() => byText(host, 'a', 'Select at least one jurisdiction'), 'the jurisdiction message');
  assert.is(posts(app!), before);
});

t('FAIL: an alert that takes focus, and each refusing jurisdiction marked by its entry', async () => {
  const { host } = await open();
  await type(byLabel(host, 'Last Name'), 'Morgan-Smith');
  await press(checkbox(host, 'TX'));
  app!.answers[PATH] = { requestStatus: 'FAIL', errors: [{ jurisdiction: 'OK', message: 'Oklahoma requires a court order.' }] };
  await submit(host);
  const alert = await waitFor(() => host.querySelector<HTMLElement>('[role=alert]'), 'the outcome');
  assert.match(alert.textContent ?? '', 'Your name change was not accepted');
  assert.is(document.activeElement, alert);
  const ok = checkbox(host, 'OK');
  const describedBy = (ok.getAttribute('aria-describedby') ?? '').split(' ').map((id) => host.querySelector(`[id="${id}"]`)?.textContent ?? '');
  assert.ok(describedBy.includes('Not accepted: Oklahoma requires a court order.'), describedBy.join('|'));
  assert.is(document.title, 'Error: Change your name - LicenseHub');
  assert.is(byLabel(host, 'Last Name').value, 'Morgan-Smith', 'what was typed stays');
});

t('PARTIAL: the outcome says so; only the refusing jurisdiction is marked', async () => {
  const { host } = await open();
  await type(byLabel(host, 'Last Name'), 'Morgan-Smith');
  app!.answers[PATH] = { requestStatus: 'PARTIAL', errors: [{ jurisdiction: 'OK', message: 'Oklahoma requires a court order.' }] };
  await submit(host);
  await waitFor(() => byText(host, '[role=alert] *', 'Your name change was not accepted in every jurisdiction'), 'the PARTIAL outcome');
  assert.is((host.textContent ?? '').split('Not accepted:').length - 1, 1);
});

t('PASS goes to the demographic-update submitter', async () => {
  const { host } = await open();
  await type(byLabel(host, 'First Name'), 'Alicia');
  app!.answers[PATH] = { requestStatus: 'PASS' };
  await submit(host);
  await waitFor(() => app!.router!.state.location.pathname === '/demographic-update/F-1/submitter', 'the submitter address');
});

t('a 400 on the post shows the registry messages in the form, a 500 the generic error screen', async () => {
  const restore = quietConsole();
  try {
    const { host } = await open();
    app!.answers[PATH] = new Response(JSON.stringify({ errors: ['Select at least one jurisdiction'] }), {
      status: 400,
      headers: { 'Content-Type': 'application/json' },
    });
    await submit(host);
    await waitFor(() => byText(host, '[role=alert] *', 'Your name change was not sent'), 'the refusal');
    app!.answers[PATH] = new Response(JSON.stringify({ errors: ['down'] }), { status: 500, headers: { 'Content-Type': 'application/json' } });
    await submit(host);
    await waitFor(() => heading(host) === 'Oops. Something went wrong.', 'the generic error screen');
  } finally {
    restore();
  }
});

t('the heading shows while the names load; a failed load is the generic error path', async () => {
  const restore = quietConsole();
  try {
    app = await render({ path: '/demographic-update/F-1', signedIn: true, answers: { [PATH]: 'hang' } });
    await waitFor(() => heading(app!.host) === 'Change your name' && app!.host.querySelector('[role=status]'), 'the heading and the loading indicator');
    await app.unmount();
    app = await render({
      path: '/demographic-update/F-1',
      signedIn: true,
      answers: { [PATH]: new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } }) },
    });
    await waitFor(() => heading(app!.host) === 'Oops. Something went wrong.', 'the generic error screen');
  } finally {
    restore();
  }
});

t.run();
