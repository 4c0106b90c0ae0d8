/**
 * Maintenance notices above the content (spec §4 "Maintenance"): alerts in danger style, others in
 * warning style. The intent's icon and the "Alert"/"Notice" title carry the level, not colour alone.
 */
import { MessageBar, MessageBarBody, MessageBarGroup, MessageBarTitle } from '@fluentui/react-message-bar';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { MaintenanceNotice } from '../../../core/model/maintenance';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalL },
});

export function MaintenanceBanners({ notices }: { notices: readonly MaintenanceNotice[] }) {
  const styles = useStyles();
  if (notices.length === 0) return null;
  return (
    <section aria-label="Maintenance notices">
      <MessageBarGroup className={styles.group}>
        {notices.map((notice, i) => (
          <MessageBar key={i} intent={notice.isAlert ? 'error' : 'warning'} layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{notice.isAlert ? 'Alert' : 'Notice'}</MessageBarTitle>
              {notice.message}
            </MessageBarBody>
          </MessageBar>
        ))}
      </MessageBarGroup>
    </section>
  );
}
