import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteObject } from 'react-router';
import { withFirstRoutesLoaded } from '../../../ui/app/first-routes';

const test = suite('The first page loaded before the first render (docs/decisions.md §First load)');

const Page = () => null;
const Other = () => null;
const loader = () => null;
const table = (imports: string[], failing = false): RouteObject[] => [
  {
    path: '/',
    children: [
      {
        path: 'identify',
        lazy: async () => {
          imports.push('identify');
          if (failing) throw new Error('chunk failed');
          return { Component: Page, loader };
        },
      },
      {
        path: 'other',
        lazy: async () => {
          imports.push('other');
          return { Component: Other };
        },
      },
    ],
  },
];

test('the route the URL matches is imported and is no longer lazy; the others stay lazy and unimported', async () => {
  const imports: string[] = [];
  const [root] = await withFirstRoutesLoaded(table(imports), '/app/identify', '/app');
  const [identify, other] = root!.children!;
  assert.equal(imports, ['identify']);
  assert.is(identify!.lazy, undefined);
  assert.is(identify!.Component, Page);
  assert.is(identify!.loader, loader, "the module's loader comes with it");
  assert.is(identify!.path, 'identify');
  assert.type(other!.lazy, 'function');
});

test('a URL no route matches changes nothing', async () => {
  const imports: string[] = [];
  const routes = table(imports);
  assert.is(await withFirstRoutesLoaded(routes, '/elsewhere/identify', '/app'), routes);
  assert.equal(imports, []);
});

test('a module that fails to import stays lazy, for the router to report', async () => {
  const imports: string[] = [];
  const [root] = await withFirstRoutesLoaded(table(imports, true), '/app/identify', '/app');
  assert.equal(imports, ['identify']);
  assert.type(root!.children![0]!.lazy, 'function');
});

test.run();
