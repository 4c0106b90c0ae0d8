/**
 * Maintenance notices above the content (docs/portal.md §Maintenance): alerts in danger style, others in
 * warning style. The intent's icon and the "Alert"/"Notice" title carry the level, not colour alone.
 * Each can be dismissed for the rest of the visit (on a phone they would push the page's heading
 * out of sight); focus then goes to the page's heading rather than to the body.
 */
import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { DismissRegular } from '@fluentui/react-icons';
import { MessageBar, MessageBarActions, MessageBarBody, MessageBarGroup, MessageBarTitle } from '@fluentui/react-message-bar';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { MaintenanceNotice } from '../../../core/model/maintenance';
import { PHONE } from '../../app/media';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
    [PHONE]: {
      rowGap: tokens.spacingVerticalXS,
      marginBottom: tokens.spacingVerticalM,
      '& .fui-MessageBar': {
        paddingTop: tokens.spacingVerticalXS,
        paddingBottom: tokens.spacingVerticalXS,
        fontSize: tokens.fontSizeBase200,
        lineHeight: tokens.lineHeightBase200,
      },
    },
  },
});

// Dismissed notices, by text, for the life of the page: a route change does not bring them back.
const dismissed = new Set<string>();

export function MaintenanceBanners({ notices }: { notices: readonly MaintenanceNotice[] }) {
  const styles = useStyles();
  const [, setCount] = useState(dismissed.size);
  const shown = notices.filter((notice) => !dismissed.has(notice.message));
  if (shown.length === 0) return null;
  const dismiss = (notice: MaintenanceNotice) => {
    dismissed.add(notice.message);
    setCount(dismissed.size);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus());
  };
  return (
    <section aria-label="Maintenance notices">
      <MessageBarGroup className={styles.group}>
        {shown.map((notice) => {
          const title = notice.isAlert ? 'Alert' : 'Notice';
          return (
            <MessageBar key={notice.message} intent={notice.isAlert ? 'error' : 'warning'} layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>{title}</MessageBarTitle>
                {notice.message}
              </MessageBarBody>
              <MessageBarActions
                containerAction={
                  <Button
                    appearance="transparent"
                    icon={<DismissRegular />}
                    aria-label={`Dismiss ${title.toLowerCase()}: ${notice.message}`}
                    onClick={() => dismiss(notice)}
                  />
                }
              />
            </MessageBar>
          );
        })}
      </MessageBarGroup>
    </section>
  );
}

/** Forgets dismissed notices (a new page load starts with none dismissed; tests share one page). */
export function resetDismissedNotices(): void {
  dismissed.clear();
}
