/**
 * The license update's DRLP edit screen (docs/portal.md §License update, "DRLP data", "DRLP"):
 * the business entity, its states, licenses, LOAs and DRLPs; Remove, the add-license modal with
 * its search, Save (errors stored on the page) and Next (errors open the error modal, whose
 * Proceed goes on to the review). Each state says its DRLP changes already paid for, which the
 * route loader reads (drlp-queries.ts). useDrlp.ts talks to the core; this file and its parts render.
 */
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { Spinner } from '@fluentui/react-spinner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DRLP_EDIT_TITLE, DRLP_LICENSE_LEFT_WITHOUT_TITLE, DRLP_REFUSED_TITLE } from '../../../core/use-cases/drlp/views';
import { PAID_CHANGES_UNAVAILABLE, paidChangeList } from '../../../core/use-cases/drlp/paid-changes';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { useElementRef } from '../../components/fluent/element-ref';
import { PageHeading } from '../../components/page/PageHeading';
import { HeadedLoading } from '../../components/page/HeadedLoading';
import { usePageTitle } from '../../app/page-title';
import { AddDrlpDialog } from './AddDrlpDialog';
import { DrlpErrorDialog } from './DrlpErrorDialog';
import { addButtonId, DrlpLicenses } from './DrlpLicenses';
import { BusinessEntityFacts } from './BusinessEntityFacts';
import { useDrlpStyles } from './drlp-styles';
import { useDrlp } from './useDrlp';
import { paidDrlpChangesQuery } from './drlp-queries';

export { drlpEditLoader as loader } from './drlp-queries';

export const LOADING_DRLPS = "Loading your firm's DRLPs…";

function DrlpEditPage({ flowId }: { flowId: string }) {
  const styles = useDrlpStyles();
  const [state, dispatch] = useDrlp(flowId, 'LOAD');
  const paid = useSuspenseQuery(paidDrlpChangesQuery(useService(TOKENS.RegistryApi))).data;
  const notice = useRef<HTMLParagraphElement>(null);
  const [warning, warningRef] = useElementRef<HTMLDivElement>();
  const [problem, problemRef] = useElementRef<HTMLDivElement>();
  const [nextButton, nextButtonRef] = useElementRef<HTMLButtonElement>();
  const pageErrors =
    state.rejected && (state.rejected.call === 'REMOVE' || state.rejected.call === 'POST' || state.rejected.call === 'PROCEED') ? state.rejected.errors : [];
  const hasErrors = (state.response?.errors ?? []).length > 0 || pageErrors.length > 0;
  usePageTitle(DRLP_EDIT_TITLE, hasErrors);

  // What a remove or an add changed is said where focus goes next (the pressed button is gone or the dialog closed).
  useEffect(() => {
    if (state.notice && !state.inFlight) notice.current?.focus();
  }, [state.notice, state.inFlight]);
  useEffect(() => {
    if (state.warning && !state.inFlight) warning.current?.focus();
  }, [warning, state.warning, state.inFlight]);
  useEffect(() => {
    if (pageErrors.length > 0) problem.current?.focus();
  }, [problem, pageErrors.length, state.rejected]);

  const data = state.response;
  if (!data) return <HeadedLoading className={styles.page} headingId="drlp-title" title={DRLP_EDIT_TITLE} label={LOADING_DRLPS} />;
  const busy = state.inFlight !== undefined;
  const closeAdd = () => {
    const from = state.addModal.selectedStateCode;
    dispatch({ type: 'CLOSE_ADD' });
    requestAnimationFrame(() => document.getElementById(addButtonId(from))?.focus());
  };
  const fix = () => {
    dispatch({ type: 'CLEAR_ERRORS' });
    requestAnimationFrame(() => nextButton.current?.focus());
  };
  return (
    <div className={styles.page}>
      <PageHeading id="drlp-title">{DRLP_EDIT_TITLE}</PageHeading>
      <p className={styles.lead}>
        Every license of your firm needs at least one active designated responsible licensed producer (DRLP). Remove or add DRLPs, then choose Next to review
        the update.
      </p>
      <BusinessEntityFacts entity={data.businessEntity} />
      {paid.status === 'UNAVAILABLE' && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{PAID_CHANGES_UNAVAILABLE}</MessageBarBody>
        </MessageBar>
      )}
      <div role="status">
        {state.notice && !state.inFlight && (
          <p ref={notice} tabIndex={-1} className={styles.notice}>
            {state.notice}
          </p>
        )}
      </div>
      {state.warning && !state.inFlight && (
        <MessageBar ref={warningRef} intent="error" role="alert" layout="multiline" tabIndex={-1}>
          <MessageBarBody>
            <MessageBarTitle>{DRLP_LICENSE_LEFT_WITHOUT_TITLE}</MessageBarTitle>
            {state.warning}
          </MessageBarBody>
        </MessageBar>
      )}
      {pageErrors.length > 0 && (
        <MessageBar ref={problemRef} intent="error" role="alert" layout="multiline" tabIndex={-1}>
          <MessageBarBody>
            <MessageBarTitle>{DRLP_REFUSED_TITLE}</MessageBarTitle>
            <ul className={styles.errorList}>
              {pageErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      <DrlpLicenses
        data={data}
        paid={paid}
        editing={{
          busy,
          onRemove: (request) => dispatch({ type: 'REMOVE', request }),
          onUndo: (request) => dispatch({ type: 'UNDO_REMOVE', request }),
          onAdd: (stateCode) => dispatch({ type: 'OPEN_ADD', stateCode }),
        }}
      />
      <div className={styles.actions}>
        <Button
          appearance="secondary"
          disabledFocusable={busy}
          {...(state.inFlight === 'POST' && state.pendingAction === 'SAVE' ? { icon: <Spinner size="tiny" /> } : {})}
          onClick={() => busy || dispatch({ type: 'POST', action: 'SAVE', data })}
        >
          Save changes
        </Button>
        <Button
          ref={nextButtonRef}
          appearance="primary"
          disabledFocusable={busy}
          {...(state.inFlight === 'POST' && state.pendingAction === 'NEXT' ? { icon: <Spinner size="tiny" /> } : {})}
          onClick={() => busy || dispatch({ type: 'POST', action: 'NEXT', data })}
        >
          Next
        </Button>
      </div>
      <AddDrlpDialog state={state} data={data} paid={paidChangeList(paid)} dispatch={(event) => (event.type === 'CLOSE_ADD' ? closeAdd() : dispatch(event))} />
      <DrlpErrorDialog state={state} onFix={fix} onProceed={() => dispatch({ type: 'PROCEED' })} />
    </div>
  );
}

export default function DrlpEdit() {
  const { flowId = '' } = useParams();
  return <DrlpEditPage key={flowId} flowId={flowId} />;
}
