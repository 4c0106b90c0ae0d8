/** Layout of the modules screen: one column that fills a 320 px phone and reads well at 1280 px. */
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const useModulesStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '760px', minWidth: 0 },
  steps: { margin: 0 },
  stepList: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    paddingLeft: 0,
    listStyleType: 'none',
    counterReset: 'step',
  },
  step: { display: 'flex', alignItems: 'center', minHeight: '44px', color: tokens.colorNeutralForeground3 },
  stepLink: { display: 'inline-flex', alignItems: 'center', minHeight: '44px' },
  stepCurrent: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1, borderBottom: `3px solid ${tokens.colorBrandStroke1}` },
  stepCaption: { margin: 0, color: tokens.colorNeutralForeground2 },
  heading: { marginBottom: 0 },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  sectionTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    ':focus': { outlineStyle: 'none' },
  },
  rowTitle: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  row: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  required: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXS },
  text: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalM },
  rowActions: { display: 'flex', justifyContent: 'flex-start' },
});
