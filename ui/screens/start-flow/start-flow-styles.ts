/** Layout of the wizard's pages: one readable column that fills a 320 px phone, tables that stack on a phone. */
import { makeStyles } from '@griffel/react';
import { visuallyHidden } from '../../components/visually-hidden';
import { tokens } from '@fluentui/react-theme';
import { stackedTable } from '../../components/page/stacked-table';

export const useStartFlowStyles = makeStyles({
  /** A status message read, not seen. */
  statusHidden: visuallyHidden,
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '40rem' },
  wide: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '60rem' },
  lead: { marginTop: 0, marginBottom: 0 },
  back: { alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', minHeight: '44px', minWidth: '44px' },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS, alignItems: 'center' },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
  },
  license: {
    paddingTop: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
    paddingLeft: tokens.spacingHorizontalL,
    paddingRight: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  note: { marginTop: 0, marginBottom: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  groupError: { marginTop: 0, marginBottom: tokens.spacingVerticalS, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  messages: { marginTop: 0, marginBottom: 0, paddingLeft: tokens.spacingHorizontalXL, overflowWrap: 'anywhere' },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  h2: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  h3: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  table: stackedTable,
});
