/** A table that reads as a table on a wide screen and stacks each row as a card on a phone, every cell labelled by its column (`data-label`): nothing scrolls sideways. */
import type { GriffelStyle } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { PHONE } from '../../app/media';

export const stackedTable: GriffelStyle = {
  width: '100%',
  borderCollapse: 'collapse',
  '& caption': {
    textAlign: 'start',
    paddingBottom: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  '& th, & td': {
    textAlign: 'start',
    verticalAlign: 'top',
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
    paddingRight: tokens.spacingHorizontalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  '& thead th': { fontWeight: tokens.fontWeightSemibold, borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}` },
  '& .amount': { textAlign: 'end', whiteSpace: 'nowrap' },
  '& tfoot th, & tfoot td': { fontWeight: tokens.fontWeightSemibold },
  // On a phone each row stacks as a card: every cell labelled by its column (no sideways scrolling).
  [PHONE]: {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& tbody tr': {
      display: 'block',
      borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
      paddingBottom: tokens.spacingVerticalS,
    },
    '& tfoot tr': { display: 'flex', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalM },
    '& tfoot th, & tfoot td': { display: 'block', borderBottom: 'none', paddingRight: 0 },
    '& tfoot td:empty': { display: 'none' },
    '& tbody td, & tbody th': {
      display: 'grid',
      gridTemplateColumns: 'minmax(7rem, 40%) 1fr',
      columnGap: tokens.spacingHorizontalM,
      borderBottom: 'none',
      paddingTop: tokens.spacingVerticalXXS,
      paddingBottom: tokens.spacingVerticalXXS,
    },
    '& tbody td::before, & tbody th::before': { content: 'attr(data-label)', fontWeight: tokens.fontWeightSemibold },
    '& .amount': { textAlign: 'start' },
  },
};
