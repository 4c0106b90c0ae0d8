/**
 * The LicenseHub theme (docs/portal.md §Shell "Theme"): primary dark blue as a Fluent brand ramp, amber as
 * the secondary accent, Open Sans, buttons capitalized at 18px.
 */
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-theme';
import { makeStaticStyles } from '@griffel/react';

/** 10 (darkest) … 160 (lightest); Fluent's light theme uses 80 for brand backgrounds and text. */
export const licenseHubBrand: BrandVariants = {
  10: '#010306',
  20: '#04101F',
  30: '#061A33',
  40: '#082345',
  50: '#092C56',
  60: '#0A3463',
  70: '#0A386B',
  80: '#0A3D73',
  90: '#2A5488',
  100: '#456B9B',
  110: '#5F82AD',
  120: '#7A99BF',
  130: '#95B0CF',
  140: '#B1C7DF',
  150: '#CDDDED',
  160: '#E8F0F8',
};

/** Secondary colour: amber, for accents that never carry information alone. */
export const AMBER = '#FFB300';

const fontFamily = "'Open Sans', 'Segoe UI', system-ui, -apple-system, sans-serif";

export const licenseHubTheme: Theme = {
  ...createLightTheme(licenseHubBrand),
  fontFamilyBase: fontFamily,
};

/** GOV.UK's focus colours: yellow on black reads on white, on the dark blue bar and on buttons. */
export const FOCUS_YELLOW = '#ffdd00';
export const FOCUS_BLACK = '#0b0c0c';
/** The smallest height of anything a finger presses (GOV.UK, VA.gov, WCAG 2.5.5). */
export const TOUCH_TARGET = '44px';

/**
 * One focus style for every focusable element (docs/decisions.md §Habits for every screen): a 3 px
 * yellow ring with a 2 px black edge outside it, so the change from unfocused to focused is a
 * 2 px or thicker band of at least 3:1 contrast whatever the background (WCAG 2.2 "focus
 * appearance"); links also turn yellow with black text, as on GOV.UK. Text fields, selects and
 * comboboxes show it on Fluent's wrapper (what the user sees as the field), radios and
 * checkboxes on their indicator. Headings and main, focused by the app rather than the user
 * (tabindex -1), show none.
 */
const ring = { outline: `3px solid ${FOCUS_YELLOW} !important`, outlineOffset: '0 !important', boxShadow: `0 0 0 5px ${FOCUS_BLACK} !important` };
const fieldWrappers = ['.fui-Input', '.fui-Select', '.fui-Textarea', '.fui-Combobox', '.fui-SpinButton'];
const innerFields = [
  '.fui-Input__input',
  '.fui-Select__select',
  '.fui-Textarea__textarea',
  '.fui-Combobox__input',
  '.fui-SpinButton__input',
  '.fui-Radio__input',
  '.fui-Checkbox__input',
];

/** Global rules Fluent tokens cannot express: the button text style, the page's font, focus and touch targets. */
export const useGlobalStyles = makeStaticStyles({
  'html, body': { margin: 0, padding: 0, fontFamily },
  // "Capitalized" as a sentence is: the words are written in sentence case, never transformed into Title Case.
  '.fui-Button': { fontSize: '18px' },
  // Focus.
  [`:focus-visible:not([tabindex="-1"]):not(${innerFields.join('):not(')})`]: ring,
  'a:focus-visible:not([tabindex="-1"])': {
    ...ring,
    backgroundColor: `${FOCUS_YELLOW} !important`,
    color: `${FOCUS_BLACK} !important`,
    textDecorationLine: 'none !important',
  },
  [fieldWrappers.map((w) => `${w}:focus-within`).join(', ')]: ring,
  // Fluent's own underline and ring under ours would only blur the edge.
  [fieldWrappers.map((w) => `${w}:focus-within::after`).join(', ')]: { borderBottomColor: 'transparent !important', transform: 'none !important' },
  '.fui-Radio__input:focus-visible ~ .fui-Radio__indicator, .fui-Checkbox__input:focus-visible ~ .fui-Checkbox__indicator': ring,
  '[data-fui-focus-visible]::after, [data-fui-focus-within]::after': { borderColor: 'transparent !important' },
  // Touch targets: 44 px high for buttons, fields, choices and links that stand on their own
  // (a link inside a sentence is part of the text: WCAG 2.5.8's inline exception; an inline link
  // outside a paragraph says so with data-inline).
  '.fui-Button, .fui-MenuButton, .fui-MenuItem, .fui-Input, .fui-Combobox, .fui-SpinButton': { minHeight: TOUCH_TARGET },
  '.fui-Select, .fui-Select__select': { height: `${TOUCH_TARGET} !important` },
  '.fui-Radio, .fui-Checkbox': { minHeight: TOUCH_TARGET, alignItems: 'center' },
  'a:not(p a):not([data-inline]), button.fui-Link:not(p button):not([data-inline])': { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH_TARGET },
});
