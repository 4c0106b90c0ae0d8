import * as assert from 'uvu/assert';
import { act } from 'react';
import { useLoadOnFirstInput } from '../../../ui/app/load-on-first-input';
import { screenSuite } from '../render';

const { t, mount } = screenSuite('A part loaded on the first input (docs/decisions.md §First load)');

let loads = 0;
const load = async () => {
  loads += 1;
};
function Page() {
  useLoadOnFirstInput(load);
  return <p>Which kind of licensee?</p>;
}

const press = (type: 'keydown' | 'pointerdown') =>
  act(async () => {
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
  });

t('nothing loads while the page only shows; the first key press loads once, later presses do not load again', async () => {
  loads = 0;
  await mount({ element: <Page /> });
  assert.is(loads, 0, 'not on render');
  await press('keydown');
  assert.is(loads, 1, 'on the first key');
  await press('keydown');
  await press('pointerdown');
  assert.is(loads, 1, 'once');
});

t('a pointer press loads too', async () => {
  loads = 0;
  await mount({ element: <Page /> });
  await press('pointerdown');
  assert.is(loads, 1);
});

t('after the page is gone, input loads nothing', async () => {
  loads = 0;
  const app = await mount({ element: <Page /> });
  await app.unmount();
  await press('keydown');
  assert.is(loads, 0);
});

t.run();
