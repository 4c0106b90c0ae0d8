/** Layout of the PDB report pages: one readable column, facts as a two-column list that stacks on a phone. */
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const usePdbReportStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '760px' },
  lead: { marginTop: 0, marginBottom: 0 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    paddingTop: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
    paddingLeft: tokens.spacingHorizontalL,
    paddingRight: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    '& dt': { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
    '& dd': { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
    '@media (max-width: 575px)': { gridTemplateColumns: '1fr', rowGap: 0, '& dd': { marginBottom: tokens.spacingVerticalS } },
  },
  standalone: { alignSelf: 'flex-start' },
  pair: { display: 'contents' },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS, alignItems: 'center' },
  status: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
    paddingLeft: tokens.spacingHorizontalL,
    paddingRight: tokens.spacingHorizontalL,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  progress: { marginTop: 0, marginBottom: 0, color: tokens.colorNeutralForeground2 },
});
