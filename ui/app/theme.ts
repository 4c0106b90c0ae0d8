/**
 * The LicenseHub theme (spec §2 "Theme"): primary dark blue as a Fluent brand ramp, amber as
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

/** Global rules Fluent tokens cannot express: the button text style and the page's font. */
export const useGlobalStyles = makeStaticStyles({
  'html, body': { margin: 0, padding: 0, fontFamily },
  '.fui-Button': { textTransform: 'capitalize', fontSize: '18px' },
});
