/** The confirm box (docs/portal.md §Resume "Confirm box default text: 'Do you really want to do this?' with Cancel and Ok"). */
import * as assert from 'uvu/assert';
import { ConfirmDialog } from '../../../../ui/screens/resume-incomplete/ConfirmDialog';
import { click, screenSuite, waitFor } from '../../render';

const { t, mount } = screenSuite('confirm box');

t('confirm box: by default it asks "Do you really want to do this?" with Cancel and Ok, each answering once', async () => {
  const answers: string[] = [];
  await mount({ element: <ConfirmDialog open title="Leave this page?" onCancel={() => answers.push('cancel')} onConfirm={() => answers.push('ok')} /> });
  const dialog = await waitFor(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'the confirm box');
  const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
  assert.is(description?.textContent, 'Do you really want to do this?');
  assert.equal(
    [...dialog.querySelectorAll('button')].map((b) => b.textContent),
    ['Cancel', 'Ok'],
  );
  const [cancel, ok] = [...dialog.querySelectorAll('button')];
  await click(ok!);
  await click(cancel!);
  assert.equal(answers, ['ok', 'cancel']);
});

t.run();
