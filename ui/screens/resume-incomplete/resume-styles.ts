/** Layout of the resume screens: one column of cards that fills a 375 px phone and reads well at 1280 px. */
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const useResumeStyles = makeStyles({
  lead: { marginTop: 0, marginBottom: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, margin: 0, paddingLeft: 0, listStyleType: 'none', maxWidth: '760px' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalL,
    paddingLeft: tokens.spacingHorizontalL,
    paddingRight: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  cardTitle: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dt': { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
    '& dd': { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  },
  licenses: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    listStyleType: 'disc',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
  },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '760px' },
  table: { width: '100%', '& th': { fontWeight: tokens.fontWeightSemibold } },
  caption: {
    textAlign: 'start',
    paddingBottom: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS, alignItems: 'center' },
  back: { alignSelf: 'flex-start' },
});
