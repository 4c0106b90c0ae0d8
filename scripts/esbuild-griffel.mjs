// The portal's own Griffel styles compiled at build time by Griffel's own transform
// (@griffel/babel-preset, as its webpack loader and vite plugin use it): each make*Styles call
// becomes __styles, __resetStyles or __staticStyles, so the browser neither downloads Griffel's
// style compiler nor runs it before the first paint. esbuild strips the types first; the preset
// evaluates each style in Node with the modules it imports (theme tokens, Griffel's helpers, the
// portal's typed constants: hence its TypeScript preset). A style it cannot evaluate fails the build.
import * as esbuild from 'esbuild';
import { transformAsync } from '@babel/core';
import { readFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { loaderOf } from './esbuild-barrels.mjs';

const MAKER_CALL = /\bmake(Styles|ResetStyles|StaticStyles)\(/;

/**
 * The plugin for the source files under `root`; `define` is the build's, so the styles are
 * evaluated as the bundle runs; `rewriteAfter` further rewrites a compiled file (the barrel
 * imports), since esbuild takes one plugin's answer for a file.
 */
export function griffelAheadOfTime({ root, define = {}, rewriteAfter = () => undefined }) {
  const under = resolve(root) + sep;
  return {
    name: 'griffel-ahead-of-time',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!args.path.startsWith(under)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!MAKER_CALL.test(source)) return undefined;
        const js = await esbuild.transform(source, { loader: loaderOf(args.path), jsx: 'automatic', define, sourcefile: args.path, sourcemap: 'inline' });
        const babel = await transformAsync(js.code, {
          filename: args.path,
          babelrc: false,
          configFile: false,
          sourceMaps: 'inline',
          presets: [['@griffel/babel-preset', { babelOptions: { presets: ['@babel/preset-typescript'] } }]],
        });
        return { contents: rewriteAfter(args.path, babel.code) ?? babel.code, loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}
