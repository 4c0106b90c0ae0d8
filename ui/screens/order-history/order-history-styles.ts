/**
 * Layout of the order-history screens. The list's columns follow docs/portal.md §Order history: State and License
 * Class move into the expanded detail on extra-small screens (below 576 px), Status on small
 * ones too (up to the 767 px mobile breakpoint of docs/portal.md §Limits).
 */
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { PHONE } from '../../app/media';
import { visuallyHidden } from '../../components/visually-hidden';

const EXTRA_SMALL = '@media (max-width: 575px)';
const SMALL = PHONE;

export const useOrderHistoryStyles = makeStyles({
  lead: { marginTop: 0, marginBottom: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  table: { width: '100%', tableLayout: 'auto' },
  /** Columns and detail entries that leave the row on extra-small screens. */
  rowOnlyAboveXs: { [EXTRA_SMALL]: { display: 'none' } },
  rowOnlyAboveSm: { [SMALL]: { display: 'none' } },
  detailOnlyXs: { display: 'none', [EXTRA_SMALL]: { display: 'contents' } },
  detailOnlySm: { display: 'none', [SMALL]: { display: 'contents' } },
  codeCell: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  /** What the order is and its status, in the order's cell where those columns have left the row. */
  standing: {
    display: 'none',
    [SMALL]: {
      display: 'block',
      marginTop: tokens.spacingVerticalXXS,
      color: tokens.colorNeutralForeground2,
      fontSize: tokens.fontSizeBase200,
      lineHeight: tokens.lineHeightBase200,
      // A long license class wraps anywhere rather than widen the table past a 320 px screen.
      overflowWrap: 'anywhere',
    },
  },
  nowrap: { whiteSpace: 'nowrap' },
  line: { display: 'block' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
  },
  collapsed: { display: 'none' },
  detailCell: { backgroundColor: tokens.colorNeutralBackground2, paddingTop: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalM },
  transactions: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  transactionName: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  fields: {
    display: 'grid',
    // One term width for every list on the page, so the values line up from list to list.
    gridTemplateColumns: '7.5rem minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  pagination: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalL,
  },
  section: { marginTop: tokens.spacingVerticalXL, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  // GOV.UK's confirmation panel: white on green, centred, the order number large (contrast 5:1 and more).
  panel: {
    backgroundColor: tokens.colorPaletteGreenBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    textAlign: 'center',
    paddingTop: tokens.spacingVerticalXXL,
    paddingBottom: tokens.spacingVerticalXXL,
    paddingLeft: tokens.spacingHorizontalL,
    paddingRight: tokens.spacingHorizontalL,
    overflowWrap: 'anywhere',
  },
  panelTitle: { color: tokens.colorNeutralForegroundOnBrand, marginBottom: tokens.spacingVerticalM },
  panelBody: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  panelCode: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightBold },
  heading2: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  card: {
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
  },
  messages: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS },
  downloads: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  visuallyHidden,
});
