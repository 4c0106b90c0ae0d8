/**
 * One incomplete application (docs/portal.md §Resume, "Incomplete application"): its details and the actions
 * Resume (external flow page), Pay when this session can pay it, else Continue to its first step
 * not done (core/use-cases/incomplete/readiness.ts), and Delete (after
 * confirmation; DELETING keeps the actions busy, then the list). A failed deletion keeps the
 * application and says why.
 */
import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { WarningButton } from '../../components/forms/WarningButton';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { Spinner } from '@fluentui/react-spinner';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import type { IncompleteApplication } from '../../../core/model/incomplete';
import type { DuplicateOrder } from '../../../core/model/licensing';
import { useElementRef } from '../../components/fluent/element-ref';
import { FocusedAlert } from '../../components/page/FocusedAlert';
import { PageHeading } from '../../components/page/PageHeading';
import { RouterLink } from '../../components/navigation/RouterLink';
import { usePageTitle } from '../../app/page-title';
import { PATHS } from '../../app/paths';
import { modifiedText, titleText, useReadiness } from './application-text';
import { ConfirmDialog } from './ConfirmDialog';
import { useResumeStyles } from './resume-styles';
import type { ResumeIncompleteModel } from './useResumeIncomplete';
import { plainErrorText } from '../../../core/use-cases/errors/plain-error';

export const NOT_FOUND_TITLE = 'Application not found';
export const NOT_FOUND_TEXT = 'We could not find this incomplete application. It may have been submitted or deleted.';
export const DELETING_LABEL = 'Deleting the application…';
export const DELETE_FAILED_TITLE = 'The application was not deleted';
export const BACK_TO_LIST = 'Back to incomplete applications';
export const DELETE_QUESTION = 'Delete this application? You cannot undo this.';
export const DELETE_CONFIRM = 'Delete application';
export const CHECKING_LABEL = 'Checking for duplicate orders…';
export const DUPLICATES_TITLE = 'You may already have ordered this';
export const DUPLICATES_TEXT = 'These orders are for the same licenses. Resume only if this application is still needed.';
export const RESUME_ANYWAY = 'Resume anyway';

function BackToList() {
  const styles = useResumeStyles();
  return (
    <RouterLink className={styles.back} to={PATHS.resumeIncomplete}>
      {BACK_TO_LIST}
    </RouterLink>
  );
}

export function ApplicationNotFound() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <section aria-labelledby="resume-detail-title">
      <PageHeading id="resume-detail-title">{NOT_FOUND_TITLE}</PageHeading>
      <p>{NOT_FOUND_TEXT}</p>
      <BackToList />
    </section>
  );
}

/** The duplicate orders found on resume (docs/portal.md §Start flow "Duplicate order"), focused so they are read first. */
function DuplicateOrders({ duplicates, onResume, onCancel }: { duplicates: readonly DuplicateOrder[]; onResume: () => void; onCancel: () => void }) {
  const styles = useResumeStyles();
  return (
    <FocusedAlert intent="warning" title={DUPLICATES_TITLE}>
      <p>{DUPLICATES_TEXT}</p>
      <ul className={styles.licenses}>
        {duplicates.map((d) => (
          <li key={`${d.orderCode}-${d.requestCode}`}>
            {`Order ${d.orderCode} (request ${d.requestCode}), ${d.orderDate}: ${d.product}, ${d.state}, ${d.licenseClassName}`}
            {d.loaNames.length > 0 && `: ${d.loaNames.join(', ')}`}
            {d.licenseNumber && `, license ${d.licenseNumber}`}
            {`. Status: ${d.status}`}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={onResume}>
          {RESUME_ANYWAY}
        </Button>
        <Button appearance="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </FocusedAlert>
  );
}

export function IncompleteDetail({ application, model }: { application: IncompleteApplication; model: ResumeIncompleteModel }) {
  const styles = useResumeStyles();
  const [confirming, setConfirming] = useState(false);
  const [deleteButton, deleteButtonRef] = useElementRef<HTMLButtonElement>();
  const [resumeButton, resumeButtonRef] = useElementRef<HTMLButtonElement>();
  const { batchCode } = application;
  const deleting = model.isDeleting(batchCode);
  const check = model.resumeCheckFor(batchCode);
  const checking = check?.checking === true;
  const error = model.deleteErrorFor(batchCode);
  usePageTitle(titleText(application), error !== undefined);
  const readiness = useReadiness(application);

  // Cancel or Escape: focus goes back to the Delete button that opened the dialog (WCAG 2.4.3),
  // once the dialog has let go of it.
  const cancelDelete = () => {
    setConfirming(false);
    requestAnimationFrame(() => deleteButton.current?.focus());
  };

  const confirmDelete = () => {
    setConfirming(false);
    model.remove(batchCode);
  };

  return (
    <section aria-labelledby="resume-detail-title" className={styles.section}>
      <PageHeading id="resume-detail-title">{titleText(application)}</PageHeading>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{DELETE_FAILED_TITLE}</MessageBarTitle>
            {plainErrorText(error)}
          </MessageBarBody>
        </MessageBar>
      )}
      <dl className={styles.facts}>
        <dt>Last modified</dt>
        <dd>{modifiedText(application)}</dd>
        <dt>Payment</dt>
        <dd>{readiness.text}</dd>
      </dl>
      {application.licenses.length > 0 && (
        <Table className={styles.table} size="small">
          <caption className={styles.caption}>Licenses in this application</caption>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>State</TableHeaderCell>
              <TableHeaderCell>License Class</TableHeaderCell>
              <TableHeaderCell>Lines of Authority</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {application.licenses.map((license, index) => (
              <TableRow key={index}>
                <TableCell>{license.stateName}</TableCell>
                <TableCell>{license.licenseClassName}</TableCell>
                <TableCell>{license.loaNames.join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <div className={styles.actions} role="group" aria-label="Application actions">
        {/* disabledFocusable: focus stays on the button the dialog returns it to while DELETING. */}
        <Button ref={resumeButtonRef} appearance="primary" disabledFocusable={deleting || checking} onClick={() => model.resume(batchCode)}>
          Resume
        </Button>
        <Button appearance="primary" disabledFocusable={deleting} onClick={() => model.open(readiness.action.path)}>
          {readiness.action.label}
        </Button>
        <WarningButton ref={deleteButtonRef} disabledFocusable={deleting} onClick={() => setConfirming(true)}>
          Delete
        </WarningButton>
        {deleting && (
          <div role="status">
            <Spinner size="tiny" labelPosition="after" label={DELETING_LABEL} />
          </div>
        )}
        {checking && (
          <div role="status">
            <Spinner size="tiny" labelPosition="after" label={CHECKING_LABEL} />
          </div>
        )}
      </div>
      {check && !check.checking && (
        <DuplicateOrders
          duplicates={check.duplicates}
          onResume={() => model.confirmResume(batchCode)}
          onCancel={() => {
            model.cancelResume();
            requestAnimationFrame(() => resumeButton.current?.focus());
          }}
        />
      )}
      <BackToList />
      <ConfirmDialog
        open={confirming}
        title={`Delete ${titleText(application)}`}
        text={DELETE_QUESTION}
        confirmLabel={DELETE_CONFIRM}
        warning
        onCancel={cancelDelete}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
