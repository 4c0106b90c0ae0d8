/**
 * A DOM for component tests (loaded with `--import ./test/ui/dom.ts`): one happy-dom window whose
 * globals (document, HTMLElement, events, observers, storage, …) are copied onto Node's global
 * object, as @happy-dom/global-registrator would do. Node's own fetch, URL, timers and streams
 * are kept: the window's versions would not talk to a test server the same way.
 */
import { Window } from 'happy-dom';

const window = new Window({
  url: 'http://localhost/my-licensehub/frontend/',
  width: 1280,
  height: 900,
  settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, navigator: { userAgent: 'happy-dom' } },
});
// As dist/frontend/index.html declares it (axe's html-has-lang).
window.document.documentElement.lang = 'en';

const keep = new Set([
  'undefined',
  'NaN',
  'Infinity',
  'globalThis',
  'console',
  'process',
  'Buffer',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'URL',
  'URLSearchParams',
  'AbortController',
  'AbortSignal',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'queueMicrotask',
  'structuredClone',
  'crypto',
  'performance',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'Blob',
  'atob',
  'btoa',
]);

const globals = globalThis as unknown as Record<string, unknown>;
const source = window as unknown as Record<string, unknown>;
const names = new Set<string>();
for (let proto: object | null = window; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
  for (const name of Object.getOwnPropertyNames(proto)) names.add(name);
}
for (const name of names) {
  if (keep.has(name) || name === 'constructor' || name.startsWith('_')) continue;
  // Node's own globals (the JS built-ins, timers…) stay, except the event classes: events
  // dispatched on happy-dom's nodes must be happy-dom's.
  if (name in globalThis && !/Event(Target)?$/.test(name)) continue;
  let value: unknown;
  try {
    value = source[name];
  } catch {
    continue;
  }
  // Methods of the window (getComputedStyle, requestAnimationFrame, …) need it as `this`.
  if (value === undefined) continue;
  if (typeof value === 'function' && !/^[A-Z]/.test(name)) value = (value as (...a: unknown[]) => unknown).bind(window);
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true, enumerable: false });
}
globals.window = window;
globals.self = window;
globals.document = window.document;
// React's act() warns unless the environment says tests drive it.
globals.IS_REACT_ACT_ENVIRONMENT = true;

// Without Web Animations, Fluent's motion components skip to their end state: dialogs and menus
// open and close at once, and no cancelled animation rejects a promise nobody awaits.
for (let proto: object | null = window.HTMLElement.prototype; proto; proto = Object.getPrototypeOf(proto)) {
  if (Object.prototype.hasOwnProperty.call(proto, 'animate')) delete (proto as { animate?: unknown }).animate;
}

// React 19 builds a FormData from a submitted <form>; Node's FormData refuses happy-dom's form and
// React reports that as an uncaught error, which the app's global exception flag rightly shows.
// In a browser the form is the browser's own: here the form's entries are read through happy-dom.
const NodeFormData = globalThis.FormData;
globals.FormData = class FormData extends NodeFormData {
  constructor(form?: unknown, submitter?: unknown) {
    super();
    if (form instanceof window.HTMLFormElement) {
      const entries = new window.FormData(form, submitter as never) as unknown as Iterable<[string, string]>;
      for (const [key, value] of entries) this.append(key, value);
    }
  }
};
