import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { expectNoAxeViolations } from './axe';

test('the component-test axe check fails on a violation it can see without layout (an image without alt text, an unnamed button)', async () => {
  const host = document.createElement('div');
  host.innerHTML = '<main><img src="x.png"><button></button></main>';
  document.body.append(host);
  try {
    const error = await expectNoAxeViolations(host, 'a bad fragment').then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.instance(error, Error);
    assert.match(String((error as Error).message), 'image-alt');
    assert.match(String((error as Error).message), 'button-name');
  } finally {
    host.remove();
  }
});

test.run();
