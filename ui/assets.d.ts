// Stylesheets imported for their side effect (the Open Sans @font-face rules); esbuild bundles them.
declare module '*.css';
