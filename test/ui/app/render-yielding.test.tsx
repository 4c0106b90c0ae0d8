import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createRoot } from 'react-dom/client';
import { renderYielding } from '../../../ui/app/render-yielding';

const test = suite('The first render yields to the browser (docs/decisions.md §First load)');

/** A part whose render keeps the main thread busy for a few milliseconds, noting when it ran. */
function Busy({ log, name, queue }: { log: string[]; name: string; queue?: boolean }) {
  if (queue && !log.includes(name)) setTimeout(() => log.push('other task'));
  const until = performance.now() + 8;
  while (performance.now() < until) {
    // busy: a part as slow to render as a phone's
  }
  log.push(name);
  return <p>{name}</p>;
}

const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
let actEnvironment: boolean | undefined;
test.before(() => {
  // A real browser's scheduling, not act()'s: the test watches what runs between slices.
  actEnvironment = flag.IS_REACT_ACT_ENVIRONMENT;
  flag.IS_REACT_ACT_ENVIRONMENT = false;
});
test.after(() => {
  flag.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

test('a task queued by the first part of the first render runs before the render ends, not after it', async () => {
  const log: string[] = [];
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  renderYielding(
    root,
    <>
      {Array.from({ length: 20 }, (_, i) => (
        <Busy key={i} log={log} name={`part ${i}`} queue={i === 0} />
      ))}
    </>,
  );
  // Polled with plain timers: the harness's waitFor runs React inside act(), which renders in one go.
  for (let i = 0; i < 300 && host.querySelectorAll('p').length < 20; i++) await new Promise((r) => setTimeout(r, 10));
  assert.is(host.querySelectorAll('p').length, 20, 'the whole render');
  const other = log.indexOf('other task');
  assert.ok(other > 0 && other < log.length - 1, `the other task ran between parts of the render: ${log.join(', ')}`);
  root.unmount();
  host.remove();
});

test.run();
