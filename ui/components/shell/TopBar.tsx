/**
 * The top bar (docs/portal.md §Shell): the product name linking to the home path, and the user's menu.
 * Without a home path (the startup failure screen, which has no config) the name is plain text.
 */
import type { ReactNode } from 'react';
import { Link } from '@fluentui/react-link';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { PRODUCT_NAME } from '../../../core/model/constants';
import { AMBER } from '../../app/theme';
import { PHONE } from '../../app/media';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    // On a narrow phone the version badge and the user's name move under the product name
    // rather than squeezing it or wrapping a firm's name onto three lines.
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    minHeight: '56px',
    paddingLeft: tokens.spacingHorizontalXL,
    paddingRight: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorBrandBackground,
    borderBottom: `4px solid ${AMBER}`,
    [PHONE]: { paddingLeft: tokens.spacingHorizontalM, paddingRight: tokens.spacingHorizontalM },
  },
  product: {
    flexShrink: 0,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, textDecorationLine: 'underline' },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand },
    '@media (max-width: 374px)': { fontSize: tokens.fontSizeBase400 },
  },
  end: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, minWidth: 0 },
});

export function TopBar({ homePath, children }: { homePath?: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      {homePath ? (
        <Link href={homePath} className={styles.product}>
          {PRODUCT_NAME}
        </Link>
      ) : (
        <span className={styles.product}>{PRODUCT_NAME}</span>
      )}
      <div className={styles.end}>{children}</div>
    </div>
  );
}
