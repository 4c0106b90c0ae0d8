/**
 * A DOM for component tests (loaded with `--import ./test/ui/dom.ts`): happy-dom's window made the
 * global one by @happy-dom/global-registrator. Node's own globals are then put back (fetch, URL,
 * timers, streams, …: the window's versions would not talk to a test server the same way), except
 * the event classes: events dispatched on happy-dom's nodes must be happy-dom's.
 */
import { GlobalRegistrator } from '@happy-dom/global-registrator';

const nodeGlobals = Object.entries(Object.getOwnPropertyDescriptors(globalThis)).filter(([name]) => !/Event(Target)?$/.test(name));
GlobalRegistrator.register({
  url: 'http://localhost/my-licensehub/frontend/',
  width: 1280,
  height: 900,
  settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, navigator: { userAgent: 'happy-dom' } },
});
const happyFormData = globalThis.FormData;
for (const [name, descriptor] of nodeGlobals) Object.defineProperty(globalThis, name, descriptor);
// As dist/frontend/index.html declares it (axe's html-has-lang).
document.documentElement.lang = 'en';
const globals = globalThis as unknown as Record<string, unknown>;
// React's act() warns unless the environment says tests drive it.
globals.IS_REACT_ACT_ENVIRONMENT = true;

// Without Web Animations, Fluent's motion components skip to their end state: dialogs and menus
// open and close at once, and no cancelled animation rejects a promise nobody awaits.
for (let proto: object | null = HTMLElement.prototype; proto; proto = Object.getPrototypeOf(proto)) {
  if (Object.prototype.hasOwnProperty.call(proto, 'animate')) delete (proto as { animate?: unknown }).animate;
}

// React 19 builds a FormData from a submitted <form>; Node's FormData refuses happy-dom's form and
// React reports that as an uncaught error, which the app's global exception flag rightly shows.
// In a browser the form is the browser's own: here the form's entries are read through happy-dom.
const NodeFormData = globalThis.FormData;
globals.FormData = class FormData extends NodeFormData {
  constructor(form?: unknown, submitter?: unknown) {
    super();
    if (form instanceof HTMLFormElement) {
      const entries = new happyFormData(form, submitter as never) as unknown as Iterable<[string, string]>;
      for (const [key, value] of entries) this.append(key, value);
    }
  }
};
