/** Styles of every kind the portal writes, compiled by the build's Griffel plugin in its test. */
import { makeResetStyles, makeStaticStyles, makeStyles, shorthands } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { TOUCH_TARGET } from './constants';

const ring = { outline: '3px solid #ffdd00', outlineOffset: '0' };

export const useSlotStyles = makeStyles({
  root: {
    color: tokens.colorNeutralForeground1,
    ...shorthands.padding(tokens.spacingVerticalS, '8px'),
    marginLeft: '4px',
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': ring,
    '@media (max-width: 600px)': { display: 'none' },
  },
  label: { fontWeight: tokens.fontWeightSemibold, minHeight: TOUCH_TARGET },
});

export const useResetStyles = makeResetStyles({ display: 'flex', paddingInlineStart: '2px', minHeight: TOUCH_TARGET });

export const useGlobalStyles = makeStaticStyles({ 'html, body': { margin: 0 }, '.fui-Button': { textTransform: 'capitalize' } });
