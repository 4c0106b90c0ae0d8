/**
 * One state's licenses (docs/portal.md §Start flow, "Per-state license validation"): the license
 * classes the state offers, each a group of its lines of authority with the registry's messages;
 * each choice is checked by the registry at once, and Continue waits for that check (staying on
 * the page when it could not be made, or when the registry refused the choices: its messages then
 * head the page in the error summary). A 400 on the state's available lines is its own error here.
 */
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { formatDate } from '../../../core/rules/format';
import { checkFailedMessage, chooseLoa, licenseMessages, loaMessages, stateName } from '../../../core/use-cases/start-flow/choices';
import { currentLicenseState } from '../../../core/use-cases/start-flow/machine';
import type { AvailableLine, LicenseValidationErrors } from '../../../core/model/licensing';
import type { ErrorSummaryItem } from '../../components/forms/ErrorSummary';
import { CheckboxGroup, checkboxId } from './CheckboxGroup';
import { HEADING_ID, StepPage } from './StepPage';
import { useStartFlowStyles } from './start-flow-styles';
import type { StartFlowModel } from './useStartFlow';

export const CHECKING = 'Checking your choices with the registry…';
export const lineId = (line: AvailableLine) => `start-flow-license-${line.licenseClassCode}`;

function lineHint(line: AvailableLine): string | undefined {
  const held = line.licenseNumber
    ? `You hold license ${line.licenseNumber}${line.expirationDate ? `, which expires on ${formatDate(line.expirationDate)}` : ''}.`
    : '';
  return [line.message, held].filter(Boolean).join(' ') || undefined;
}

/**
 * The error summary of a refused Continue: each of the registry's messages links to the choice it
 * is about; a refusal of the core's own (a state left with nothing ticked) links to the first choice.
 */
function refusedSummary(
  available: readonly AvailableLine[],
  errors: LicenseValidationErrors | null,
  problems: readonly string[],
  firstControl: string,
): ErrorSummaryItem[] {
  if (!errors) return problems.map((message) => ({ fieldId: firstControl, message }));
  const loaId = (line: AvailableLine, loaCode: string) => {
    const index = Math.max(
      0,
      line.loas.findIndex((l) => l.loaCode === loaCode),
    );
    return checkboxId(lineId(line), line.loas[index]?.loaCode ?? '', index);
  };
  return [
    ...errors.errors.map((message) => ({ fieldId: firstControl, message })),
    ...errors.licenses.flatMap((l) => {
      const line = available.find((a) => a.licenseClassCode === l.licenseClassCode);
      const at = (loaCode: string) => (line ? loaId(line, loaCode) : firstControl);
      return [
        ...l.errors.map((message) => ({ fieldId: at(line?.loas[0]?.loaCode ?? ''), message })),
        ...l.loas.flatMap((loa) => loa.errors.map((message) => ({ fieldId: at(loa.loaCode), message }))),
      ];
    }),
  ];
}

export function LicensesPage({ model }: { model: StartFlowModel }) {
  const styles = useStartFlowStyles();
  const s = model.state;
  const code = currentLicenseState(s) ?? '';
  const name = stateName(s, code);
  const lines = s.lines[code];
  const validation = s.validation[code];
  const errors = validation?.status === 'SUCCESS' ? validation.errors : null;
  const chosen = s.selections.licenses[code] ?? [];
  const available = lines?.status === 'SUCCESS' ? lines.lines : [];
  const failed = validation?.status === 'FAILURE' ? checkFailedMessage(name, validation.error) : undefined;
  const firstControl = available[0] ? checkboxId(lineId(available[0]), available[0].loas[0]?.loaCode ?? '', 0) : HEADING_ID;
  const count = s.selections.stateCodes.length;

  const change = (line: AvailableLine, values: readonly string[]) => {
    const before = chosen.find((l) => l.licenseClassCode === line.licenseClassCode)?.loaCodes ?? [];
    let next = chosen;
    for (const added of values.filter((v) => !before.includes(v))) next = chooseLoa(next, line, added, true);
    for (const removed of before.filter((v) => !values.includes(v))) next = chooseLoa(next, line, removed, false);
    model.dispatch({ type: 'SELECT_LICENSES', stateCode: code, licenses: next });
  };

  return (
    <StepPage
      model={model}
      title={`Licenses in ${name}`}
      caption={count > 1 ? `Apply for a license, state ${s.licensePage + 1} of ${count}` : undefined}
      summary={failed ? [{ fieldId: firstControl, message: failed }] : s.problems.length > 0 ? refusedSummary(available, errors, s.problems, firstControl) : []}
    >
      {lines?.status === 'FAILURE' ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>You cannot apply in {name} now</MessageBarTitle>
            {lines.errors.join(' ')}
          </MessageBarBody>
        </MessageBar>
      ) : available.length === 0 ? (
        <p className={styles.lead}>No licenses are available to you in {name}.</p>
      ) : (
        <p className={styles.lead}>Select the lines of authority you want for each license. Leave a license unticked if you do not want it.</p>
      )}
      {errors && errors.errors.length > 0 && (
        // An alert: the registry's answer arrives a moment after the tick, while focus stays on it.
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>The registry cannot accept these choices</MessageBarTitle>
            {errors.errors.join(' ')}
          </MessageBarBody>
        </MessageBar>
      )}
      {available.map((line) => (
        <div key={line.licenseClassCode} className={styles.license}>
          <CheckboxGroup
            id={lineId(line)}
            legend={line.licenseClassName}
            hint={lineHint(line)}
            error={licenseMessages(errors, line.licenseClassCode).join(' ') || undefined}
            options={line.loas.map((loa) => ({
              value: loa.loaCode,
              label: loa.loaName,
              hint: loa.message,
              error: loaMessages(errors, line.licenseClassCode, loa.loaCode).join(' ') || undefined,
            }))}
            values={chosen.find((l) => l.licenseClassCode === line.licenseClassCode)?.loaCodes ?? []}
            onChange={(values) => change(line, values)}
          />
        </div>
      ))}
      <div role="status" className={styles.note}>
        {validation?.status === 'LOADING' ? CHECKING : ''}
      </div>
    </StepPage>
  );
}
