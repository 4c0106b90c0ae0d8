/** Architecture rules (docs/decisions.md §Architecture), checked on every `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'core/ imports only fp-ts, io-ts, rxjs and itself',
      severity: 'error',
      from: { path: '^core/' },
      to: { pathNot: ['^core/', '^node_modules/(fp-ts|io-ts|rxjs)/'] },
    },
    {
      name: 'drivers-never-import-sandbox',
      comment: 'ui/ and cli/ talk to a server over HTTP only',
      severity: 'error',
      from: { path: '^(ui|cli)/' },
      to: { path: '^sandbox/' },
    },
    {
      name: 'sandbox-imports-only-the-contract',
      comment: 'sandbox/ may import core/model (the contract as code) and nothing else of the portal',
      severity: 'error',
      from: { path: '^sandbox/' },
      to: { path: '^(core/(?!model/)|adapters/|ui/|cli/)' },
    },
    {
      name: 'ui-and-cli-are-separate-drivers',
      severity: 'error',
      from: { path: '^(ui)/' },
      to: { path: '^cli/' },
    },
    {
      name: 'cli-loads-no-react',
      comment: 'the CLI must not load React or the UI',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: ['^ui/', '^node_modules/(react|react-dom|react-router|@fluentui|@griffel|@tanstack)/'] },
    },
    {
      name: 'adapters-do-not-know-drivers',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(ui|cli|sandbox)/' },
    },
    {
      name: 'drivers-reach-adapters-only-through-the-composition-root',
      comment: 'ui/ and cli/ get adapters from their container (adapters/container/**); other adapter imports are type-only',
      severity: 'error',
      from: { path: '^(ui|cli)/' },
      to: { path: '^adapters/(?!container/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment:
        'no import cycles, in any folder, dynamic imports included: a module loaded with import() must not reach back to a file that loads it. Only imports of types are left out (the compiler erases them: nothing runs or loads through them)',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'type-import'] } },
    },
    {
      name: 'no-non-package-json',
      comment: "every package imported is declared in package.json (not merely installed as some other package's dependency)",
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      // bench/lighthouse.mjs resolves Lighthouse from the cache folder it installs it into.
      from: { pathNot: '^bench/lighthouse\\.mjs$' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
