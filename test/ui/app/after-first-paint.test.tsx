import * as assert from 'uvu/assert';
import { useAfterFirstPaint } from '../../../ui/app/after-first-paint';
import { screenSuite, waitFor } from '../render';

const { t, mount } = screenSuite('After the first paint (docs/decisions.md §First load)');

let seen: boolean[] = [];
function Page() {
  const painted = useAfterFirstPaint();
  seen.push(painted);
  return <p>{painted ? 'painted' : 'first render'}</p>;
}

t('the first render is not after the paint; the one after the next frame is', async () => {
  seen = [];
  await mount({ element: <Page /> });
  assert.is(seen[0], false, 'the first render');
  assert.not.ok(seen.includes(true), 'not before a frame has passed');
  await waitFor(() => seen.includes(true), 'after the frame');
  assert.is(document.body.textContent, 'painted');
});

t('a page opened in a background tab, where no frame comes, does not wait for one', async () => {
  seen = [];
  const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  try {
    await mount({ element: <Page /> });
    assert.is(seen[0], true);
  } finally {
    delete (document as { visibilityState?: unknown }).visibilityState;
    if (visibility) assert.is(document.visibilityState, visibility.get?.call(document));
  }
});

t.run();
