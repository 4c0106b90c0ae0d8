/**
 * The environment the screens read (ui/app/environment.tsx, docs/portal.md §Startup and configuration "Environment"
 * "Startup"): the reference lists are fetched once the first page has painted, and their
 * answers re-render only what reads them (docs/decisions.md §First load).
 */
import * as assert from 'uvu/assert';
import { useEnvironment, useReferenceLists } from '../../../ui/app/environment';
import { environmentKeys } from '../../../ui/app/environment-queries';
import { screenSuite, waitFor } from '../render';

const { t, mount } = screenSuite('Environment');

const LISTS = ['/countries.json', '/states.json', '/provinces.json'];
const LIST_KEYS = [environmentKeys.countries, environmentKeys.states, environmentKeys.provinces];
const TEXAS = [{ stateCode: 'TX', displayName: 'Texas' }];

let shellRenders = 0;
function Shell() {
  const { isAuthenticated } = useEnvironment();
  shellRenders += 1;
  return <p>{isAuthenticated ? 'Signed in' : 'Signed out'}</p>;
}

function StatePicker() {
  const { states } = useReferenceLists();
  return <p>{states.map((s) => s.displayName).join(', ') || 'No states yet'}</p>;
}

t('startup asks for the reference lists once the first page has painted, not with it', async () => {
  const app = await mount({ element: <Shell />, answers: { '/states.json': TEXAS } });
  assert.equal(
    app.calls.filter((c) => LISTS.includes(c)),
    [],
    'not with the first render',
  );
  await waitFor(() => LISTS.every((l) => app.calls.includes(l)), 'the three lists asked for');
  assert.is(app.calls.filter((c) => c === '/states.json').length, 1, 'each once');
});

t('the answers re-render no screen that does not read them', async () => {
  shellRenders = 0;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = (answer: unknown) => released.then(() => answer);
  const app = await mount({ element: <Shell />, answers: { '/countries.json': held([]), '/states.json': held(TEXAS), '/provinces.json': held([]) } });
  await waitFor(
    () => LISTS.every((l) => app.calls.includes(l)) && app.queryClient.getQueryState(environmentKeys.maintenance)?.status === 'success',
    'the lists asked for, the notices answered',
  );
  const before = shellRenders;
  release();
  await waitFor(() => LIST_KEYS.every((key) => app.queryClient.getQueryState(key)?.status === 'success'), 'the answers');
  assert.is(shellRenders, before);
});

t('a screen that reads a list shows it once it arrives', async () => {
  const app = await mount({ element: <StatePicker />, answers: { '/states.json': TEXAS } });
  await waitFor(() => app.host.textContent === 'Texas', 'the states');
});

t.run();
