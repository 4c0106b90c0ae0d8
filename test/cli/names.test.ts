/**
 * names set posts the whole form the core's name form builds, as the name page does: a firm with
 * several name items sends them all in one post. The sandbox lists one item, so the registry's
 * answer is given a second item here; everything else is the sandbox's.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import { runCli } from '../../cli/run-cli';
import { CapturedStream } from '../../cli/io';
import type { PrimaryNamePost, PrimaryNameResponse } from '../../core/model/names';
import { must } from '../must';
import { createNameFormUseCase, initialNameForm, namePostPayload } from '../../core/use-cases/names/name-form';
import { ACME_BY_FEIN, apiOf, hurriedServices, useSandbox } from './helpers';

const cli = useSandbox(test);

test('a name change posts every item at once, the body the name form builds (a firm with two items)', async () => {
  assert.is((await cli.run(ACME_BY_FEIN)).code, 0);
  const flowId: string = (await cli.run(['start-flow', '--product', 'demographic-update'])).json.flowId;
  const posted: PrimaryNamePost[] = [];
  let twoItems: ReturnType<typeof initialNameForm> | undefined;
  const code = await runCli(
    ['--api', apiOf(cli.sandbox), '--session', cli.file, '--json', 'name-change', 'set', flowId, '--company', 'Acme Holdings'],
    { stdout: new CapturedStream(), stderr: new CapturedStream(), env: {} },
    {
      createServices: async (options) => {
        const services = await hurriedServices(options);
        const api = Object.create(services.api) as typeof services.api;
        api.primaryName = (id) =>
          TE.map((r: PrimaryNameResponse) => {
            const first = must(r.enabled[0], 'the name item on file');
            return { ...r, enabled: [first, { ...first, currentName: { type: 'BUSINESS' as const, company: 'Acme Agency West' } }] };
          })(services.api.primaryName(id));
        api.postPrimaryName = (_id, body) => {
          posted.push(body);
          return TE.right({ requestStatus: 'PASS' });
        };
        // The screen's form over the same answer: what the name page would post for the same typing.
        const form = createNameFormUseCase({ api }, initialNameForm(flowId));
        form.dispatch({ type: 'LOAD', flowId });
        await form.settled();
        twoItems = form.getState();
        return { ...services, api };
      },
    },
  );
  assert.ok(twoItems);
  assert.is(twoItems!.items.length, 2);
  assert.is(posted.length, 1, 'one post');
  const screen = twoItems!.items.map((item) => ({ ...item, requestedName: { type: 'BUSINESS' as const, company: 'Acme Holdings' } }));
  assert.equal(posted[0], namePostPayload(flowId, screen));
  assert.is(code, 0);
});

test('--item names an item the flow has: one beyond the list is bad usage (exit 2)', async () => {
  const flowId: string = (await cli.run(['start-flow', '--product', 'demographic-update'])).json.flowId;
  const outOfRange = await cli.run(['name-change', 'set', flowId, '--item', '2', '--company', 'Acme Holdings']);
  assert.is(outOfRange.code, 2);
  assert.match(outOfRange.stderr, /the flow has 1 name item/);
});

test.run();
