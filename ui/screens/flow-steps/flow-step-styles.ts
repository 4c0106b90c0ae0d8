/** Layout of the shared flow screens: one readable column that fills a 320 px phone and reads well at 1280 px. */
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const useFlowStepStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '760px', minWidth: 0 },
  caption: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  heading: { marginBottom: 0 },
  lead: { margin: 0 },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, minWidth: 0 },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  short: { maxWidth: '16em' },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    '& > *': { flexGrow: 1, minWidth: '10em' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM, alignItems: 'center' },
  section: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  sectionTitle: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  // GOV.UK's summary list: label and value side by side on a wide screen, stacked on a phone.
  summary: { display: 'flex', flexDirection: 'column', margin: 0 },
  summaryRow: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) auto',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalL,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '& dt': { fontWeight: tokens.fontWeightSemibold },
    '& dd': { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
    '@media (max-width: 480px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      rowGap: tokens.spacingVerticalXXS,
    },
  },
  summaryAction: { textAlign: 'end', '@media (max-width: 480px)': { textAlign: 'start' } },
  statements: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  candidates: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  barTitle: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  address: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  // The address search (AddressSearch.tsx): the field and Find side by side, wrapping on a phone.
  addressSearch: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  searchRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    '& > :first-child': { flexGrow: 1, minWidth: '12em' },
  },
  searchFailed: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  choices: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  // The fee before payment (FlowFee.tsx): a state per row, its amount at the end, readable at 320 px.
  choice: { justifyContent: 'flex-start', textAlign: 'start', maxWidth: '100%', overflowWrap: 'anywhere', fontWeight: tokens.fontWeightRegular },
});
