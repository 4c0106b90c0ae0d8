/**
 * Layout of the contact change pages. The review is a table at 768 px and wider; below that each
 * record becomes a card whose cells carry their column's header as a label (the table's header
 * row is then visually hidden but still read), so nothing scrolls sideways at 320 px.
 */
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { PHONE } from '../../app/media';
import { visuallyHidden } from '../../components/visually-hidden';

const NARROW = PHONE;

export const useCcrStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '1040px' },
  lead: { marginTop: 0, marginBottom: 0, maxWidth: '760px' },
  steps: {
    marginTop: 0,
    marginBottom: 0,
    paddingLeft: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
  },
  heading2: {
    marginTop: tokens.spacingVerticalM,
    marginBottom: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS, alignItems: 'center' },
  summary: {
    boxSizing: 'border-box',
    marginTop: 0,
    marginBottom: 0,
    maxWidth: '760px',
    paddingTop: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
    paddingLeft: tokens.spacingHorizontalL,
    paddingRight: tokens.spacingHorizontalL,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    '& th, & td': {
      textAlign: 'start',
      verticalAlign: 'top',
      paddingTop: tokens.spacingVerticalS,
      paddingBottom: tokens.spacingVerticalS,
      paddingLeft: tokens.spacingHorizontalM,
      paddingRight: tokens.spacingHorizontalM,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
    '& thead th': { fontWeight: tokens.fontWeightSemibold, borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}` },
    [NARROW]: {
      '& thead': visuallyHidden,
      '& tbody, & tr, & th, & td': { display: 'block', width: 'auto' },
      '& tr': {
        marginBottom: tokens.spacingVerticalL,
        border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
        borderRadius: tokens.borderRadiusMedium,
      },
      '& tbody th': { backgroundColor: tokens.colorNeutralBackground3 },
    },
  },
  caption: { ...visuallyHidden },
  cellLabel: {
    display: 'none',
    [NARROW]: { display: 'block', fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2, marginBottom: tokens.spacingVerticalXXS },
  },
  items: { margin: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column', paddingLeft: tokens.spacingHorizontalS, borderLeft: `${tokens.strokeWidthThickest} solid transparent` },
  changedItem: { borderLeftColor: tokens.colorPaletteDarkOrangeBorder2, backgroundColor: tokens.colorPaletteYellowBackground1 },
  itemLabel: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  itemValue: { margin: 0, overflowWrap: 'anywhere' },
  tag: {
    alignSelf: 'flex-start',
    marginTop: tokens.spacingVerticalXXS,
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralForeground1}`,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightBold,
    textTransform: 'uppercase',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  empty: { color: tokens.colorNeutralForeground2 },
  visuallyHidden,
  standalone: { alignSelf: 'flex-start' },
});
