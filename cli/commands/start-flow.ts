/**
 * start-flow: the core start-flow machine driven by flags. Each step takes its flag; when one is
 * missing the step's choices are printed and the command exits 2. It prints the duplicate
 * orders and the fee estimate, then creates the flow (or stops there with --dry-run).
 */
import { duplicateRecord, feeRecord, kebabValue, selectionsRecord } from '../output/portal-records';
import { Option, type Command } from 'commander';
import { isLicensingProduct, ProductType, type DuplicateOrder, type SelectedLicense } from '../../core/model/licensing';
import {
  ACCEPT_DUPLICATES,
  DUPLICATE_COLUMNS,
  DUPLICATES_CAPTION,
  DUPLICATES_CONTINUE,
  DUPLICATES_NOT_CONFIRMED,
  DUPLICATES_LEAD,
  DUPLICATES_QUESTION,
  DUPLICATES_TITLE,
  duplicateCells,
  needsDuplicateConfirmation,
} from '../../core/use-cases/start-flow/duplicates';
import { confirm } from '../confirm';
import { formatFee } from '../../core/rules/format';
import { type StartFlowEffect, type StartFlowState } from '../../core/use-cases/start-flow/machine';
import { validationMessages } from '../../core/use-cases/start-flow/license-validation';
import { statesLeftEmpty } from '../../core/use-cases/start-flow/steps';
import { stateSelections } from '../../core/use-cases/start-flow/selections';
import { collect } from '../args';
import { call, domainFailure } from '../call';
import type { CliContext, ContextFor } from '../context';
import { CliExit, EXIT_FAILED, rejected, usage } from '../exit';
import { renderTable } from '../output/table';
import { flagValue, registryValue } from '../vocabulary';
import { attributeChoices, basisChoices, licenseChoices, productChoices, stateChoices, type Choices } from '../start-flow/choices';
import { isOffered, startedLines, startJourney } from '../../core/use-cases/start-flow/create-flow';
import { nextCommand } from '../../core/use-cases/journey/commands';
import { isFirm } from '../../core/use-cases/drlp/views';
import {
  ambiguousProductText,
  FEE_EXPLANATION,
  notOfferedText,
  onlyBasisNotice,
  productOptions,
  oldProductNameText,
  productName,
  productOfOldName,
  productsOfTypeName,
  unknownProductText,
} from '../../core/use-cases/start-flow/choices';
import { recordFlow } from '../flow-record';
import { startWizard, type Wizard } from '../start-flow/driver';
import { topCommand } from './index';
import type { RegistryApi } from '../../core/ports/registry-api';

interface StartFlowOptions {
  product?: string;
  applicationType?: string;
  residencyType?: string;
  basis?: string;
  state?: string[];
  license?: string[];
  acceptDuplicates?: boolean;
  dryRun?: boolean;
}

/**
 * A product as `--product` takes it: its plain name (core's productName: `pdb-report`,
 * `producer-licensing`). The registry's name of a renamed product (`pdb-detail-report`) and the
 * old spelling (PRODUCER_LICENSING) are still taken, each with a note.
 */
function parseProduct(ctx: CliContext, value: string, firm: boolean): ProductType {
  const ofType = productsOfTypeName(value.trim(), firm);
  if (ofType.length === 1) return ofType[0]!;
  if (ofType.length > 1) throw usage(ambiguousProductText(value.trim(), ofType));
  const renamed = productOfOldName(value.trim());
  if (renamed) {
    ctx.out.note(`licensehub: ${oldProductNameText(value.trim(), renamed)}`);
    return renamed;
  }
  const v = registryValue('--product', value, ctx.out.note);
  if (!ProductType.is(v)) throw usage(unknownProductText(value, firm));
  return v;
}

/** --license STATE:CLASS:LOA1,LOA2 → per state, the selected licenses. */
function parseLicenses(values: readonly string[]): Map<string, { licenseClassCode: string; loaCodes: string[] }[]> {
  const byState = new Map<string, { licenseClassCode: string; loaCodes: string[] }[]>();
  for (const value of values) {
    const m = /^([A-Za-z]{2}):([^:]+):(.+)$/.exec(value.trim());
    if (!m) throw usage(`--license ${value}: expected STATE:CLASS:LOA1,LOA2`);
    // The three groups are not optional: a match has them.
    const [state, licenseClassCode, loas] = [m[1]!.toUpperCase(), m[2]!.trim(), m[3]!];
    const loaCodes = loas
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    byState.set(state, [...(byState.get(state) ?? []), { licenseClassCode, loaCodes }]);
  }
  return byState;
}

/** Ends the command at a step whose flag is missing: the choices, exit 2. */
function missing(ctx: CliContext, c: Choices): CliExit {
  ctx.out.result({ step: kebabValue(c.step), missing: c.missing, choices: c.choices }, () => c.text);
  return rejected(`${c.missing} is needed: choose one of those listed`);
}

/** A refused Next (the core's messages) is bad input: exit 2. */
function refuseOnProblems(state: StartFlowState): void {
  if (state.problems.length) throw usage(state.problems.join('\n'));
}

function failOnError(ctx: CliContext, state: StartFlowState): void {
  if (state.error) throw domainFailure(ctx, state.error);
}

async function startFlow(ctx: CliContext, o: StartFlowOptions): Promise<void> {
  const { api } = await ctx.services();
  const attributes = await call(ctx, api.productAttributes());
  const firm = isFirm(await call(ctx, api.userInfo()));
  if (!o.product) throw missing(ctx, productChoices(attributes, firm));
  const productType = parseProduct(ctx, o.product, firm);
  // The product page's rule: a product the participant is not offered (a firm's, to an individual) is not started.
  if (!isOffered(productType, firm))
    throw usage(
      `${notOfferedText(productType)} Choose one of: ${productOptions(firm)
        .map((p) => flagValue(p.value))
        .join(', ')}`,
    );
  const offered = (which: 'applicationType' | 'residencyType', typed: string | undefined, applicationType?: string): string | undefined => {
    const flag = which === 'applicationType' ? '--application-type' : '--residency-type';
    const given = typed === undefined ? undefined : registryValue(flag, typed, ctx.out.note);
    if (!isLicensingProduct(productType)) return given;
    const choices = attributeChoices(attributes, productType, which, applicationType);
    if (given) {
      const values = choices.values ?? [];
      if (values.length && !values.includes(given))
        throw usage(`${flag} ${typed} is not offered for ${productName(productType)}: ${values.map(flagValue).join(', ')}`);
      return given;
    }
    // A single offered value is the answer, as a single basis license is chosen for the user.
    if (choices.values?.length === 1) return choices.values[0];
    throw missing(ctx, choices);
  };
  const applicationType = offered('applicationType', o.applicationType);
  const residencyType = offered('residencyType', o.residencyType, applicationType);

  const wizard = startWizard(api);
  await wizard.step({
    type: 'SELECT_PRODUCT',
    productType,
    ...(applicationType === undefined ? {} : { applicationType }),
    ...(residencyType === undefined ? {} : { residencyType }),
  });
  // Non-licensing products end here: the ending effect (create the flow, or the report) comes with this Next.
  let state = await wizard.step({ type: 'NEXT' });
  refuseOnProblems(state);
  failOnError(ctx, state);

  if (state.step === 'SELECT_BASIS') {
    if (!o.basis) throw missing(ctx, basisChoices(state.basisLicenses ?? []));
    const at = o.basis.indexOf(':');
    const [jurisdictionCode, licenseNumber] = at < 0 ? [o.basis, ''] : [o.basis.slice(0, at), o.basis.slice(at + 1)];
    const basisLicense = { jurisdictionCode: jurisdictionCode.toUpperCase(), licenseNumber };
    if (!(state.basisLicenses ?? []).some((b) => b.jurisdictionCode === basisLicense.jurisdictionCode && b.licenseNumber === basisLicense.licenseNumber)) {
      throw usage(
        `--basis ${o.basis} is not one of your basis licenses: ${(state.basisLicenses ?? []).map((b) => `${b.jurisdictionCode}:${b.licenseNumber}`).join(', ')}`,
      );
    }
    state = await wizard.step({ type: 'SELECT_BASIS', basisLicense });
    state = await wizard.step({ type: 'NEXT' });
    refuseOnProblems(state);
    failOnError(ctx, state);
  }

  if (state.step === 'SELECT_STATE') {
    const supported = state.supportedStates;
    if (!supported) throw new CliExit(EXIT_FAILED, 'the registry offered no states');
    const codes = (o.state ?? []).map((s) => s.toUpperCase());
    if (codes.length === 0) throw missing(ctx, stateChoices(supported));
    const unknown = codes.filter((c) => !(c in supported.states));
    if (unknown.length) throw usage(`--state ${unknown.join(', ')}: not offered (${Object.keys(supported.states).join(', ')})`);
    if (!supported.multiSelect && codes.length > 1) throw usage('only one --state may be chosen for this product');
    state = await wizard.step({ type: 'SELECT_STATES', stateCodes: codes });
    state = await wizard.step({ type: 'NEXT' });
    refuseOnProblems(state);
    failOnError(ctx, state);
  }

  if (state.step === 'NO_LICENSES_AVAILABLE') {
    const errors = Object.entries(state.lines).flatMap(([code, l]) => (l.status === 'FAILURE' ? l.errors.map((e) => `${code}: ${e}`) : []));
    ctx.out.result(
      { step: kebabValue(state.step), errors },
      () => `No licenses are available in the chosen states.\n${errors.join('\n')}${errors.length ? '\n' : ''}`,
    );
    throw new CliExit(EXIT_FAILED, 'no licenses available', true);
  }

  if (state.step === 'SELECT_LICENSES') state = await selectLicenses(ctx, wizard, state, o.license ?? []);

  // A chosen state with nothing ticked: refused by name, as the page refuses it.
  if (state.step === 'SELECT_LICENSES' && statesLeftEmpty(stateSelections(state.selections), state.lines).length > 0) throw usage(state.problems.join('\n'));
  // The registry refused a state's choices: Next stayed on that state's page, or (a safety net) went to LICENSE_VALIDATION_ERRORS.
  if (state.step === 'LICENSE_VALIDATION_ERRORS' || (state.step === 'SELECT_LICENSES' && state.problems.length > 0)) {
    const errors = Object.values(state.validation).flatMap((v) => (v.status === 'SUCCESS' ? validationMessages(v.errors) : []));
    ctx.out.result({ step: kebabValue(state.step), errors }, () => `The registry refused the licenses chosen:\n${errors.map((e) => `  ${e}`).join('\n')}\n`);
    throw new CliExit(EXIT_FAILED, 'license validation errors', true);
  }
  if (state.step === 'NO_LICENSES_SELECTED') throw usage('no license was selected: give at least one --license');

  if (state.step === 'DUPLICATE_CHECK') {
    state = await wizard.step({ type: 'NEXT' });
    failOnError(ctx, state);
  }
  await finish(ctx, api, wizard, state, o);
}

async function selectLicenses(ctx: CliContext, wizard: Wizard, start: StartFlowState, values: readonly string[]): Promise<StartFlowState> {
  let state = start;
  const lines = Object.fromEntries(Object.entries(state.lines).map(([c, l]) => [c, l.status === 'SUCCESS' ? l.lines : []]));
  const stateErrors = Object.fromEntries(Object.entries(state.lines).flatMap(([c, l]) => (l.status === 'FAILURE' ? [[c, l.errors]] : [])));
  if (values.length === 0) throw missing(ctx, licenseChoices(lines, stateErrors));
  const chosen = parseLicenses(values);
  for (const code of chosen.keys()) if (!state.selections.stateCodes.includes(code)) throw usage(`--license for ${code}: that state is not chosen (--state)`);
  for (const code of state.selections.stateCodes) {
    const picks = chosen.get(code) ?? [];
    const licenses: SelectedLicense[] = picks.map((p) => {
      const line = (lines[code] ?? []).find((l) => l.licenseClassCode === p.licenseClassCode);
      if (!line)
        throw usage(
          `--license ${code}:${p.licenseClassCode}: no such license class in ${code} (${(lines[code] ?? []).map((l) => l.licenseClassCode).join(', ') || 'none'})`,
        );
      const bad = p.loaCodes.filter((loa) => !line.loas.some((l) => l.loaCode === loa));
      if (bad.length) throw usage(`--license ${code}:${p.licenseClassCode}: unknown LOA ${bad.join(', ')} (${line.loas.map((l) => l.loaCode).join(', ')})`);
      return { licenseClassCode: p.licenseClassCode, loaCodes: p.loaCodes, ...(line.licenseNumber ? { licenseNumber: line.licenseNumber } : {}) };
    });
    state = await wizard.step({ type: 'SELECT_LICENSES', stateCode: code, licenses });
  }
  // Next once per license page; each validates its state first and stays on a failed call.
  for (let page = 0; state.step === 'SELECT_LICENSES' && page <= state.selections.stateCodes.length; page++) {
    state = await wizard.step({ type: 'NEXT' });
    failOnError(ctx, state);
    const v = Object.values(state.validation).find((x) => x.status === 'FAILURE');
    if (state.step === 'SELECT_LICENSES' && v?.status === 'FAILURE') throw domainFailure(ctx, v.error);
    if (state.problems.length > 0) break;
  }
  return state;
}

async function finish(ctx: CliContext, api: RegistryApi, wizard: Wizard, start: StartFlowState, o: StartFlowOptions): Promise<void> {
  let state = start;
  const summary: Record<string, unknown> = {
    product: state.selections.productType ? productName(state.selections.productType) : '',
    selections: selectionsRecord(state.selections),
    duplicates: (state.duplicates ?? []).map(duplicateRecord),
  };
  const human: string[] = [];
  const basisNotice = onlyBasisNotice(state);
  if (basisNotice) human.push(`${basisNotice}\n`);
  if (state.duplicates?.length) {
    human.push(
      `${DUPLICATES_TITLE}\n${DUPLICATES_LEAD}\n${DUPLICATES_CAPTION}:\n` +
        renderTable(
          DUPLICATE_COLUMNS.map((header, i) => ({ header, value: (d: DuplicateOrder) => duplicateCells(d)[i] ?? '' })),
          state.duplicates,
        ),
    );
  }
  if (state.step === 'FEE_ESTIMATE' && state.feeSummary) {
    const fee = state.feeSummary;
    summary.feeSummary = feeRecord(fee);
    human.push(
      'Fee estimate:\n' +
        renderTable(
          [
            { header: 'State', value: (d) => d.stateCode },
            { header: 'License Class', value: (d) => d.licenseClassName },
            { header: 'LOAs', value: (d) => d.loaNames.join(', ') },
            { header: 'State fee', value: (d) => formatFee(d.stateFee) },
            { header: 'LicenseHub fee', value: (d) => formatFee(d.licensehubFee) },
          ],
          fee.feeDetails,
        ) +
        `State total: ${formatFee(fee.stateTotal)}  LicenseHub total: ${formatFee(fee.licensehubTotal)}  Grand total: ${formatFee(fee.grandTotal)}\n${FEE_EXPLANATION}\n`,
    );
  }
  const stop = (extra: Record<string, unknown>, line: string, code: 0 | 1 = 0, why = String(extra.reason ?? 'stopped')) => {
    ctx.out.result({ ...summary, step: kebabValue(state.step), ...extra }, () => [...human, line].join('\n'));
    if (code) throw new CliExit(EXIT_FAILED, why, true);
  };
  if (state.step === 'FEE_ESTIMATE') {
    if (o.dryRun) return stop({ dryRun: true }, 'Dry run: no flow created.\n');
    if (needsDuplicateConfirmation(state.duplicates, o.acceptDuplicates === true)) {
      // The browser's Continue: a terminal asks, once the duplicates and the fee are shown; a script adds the flag.
      if (!ctx.io.stdin?.isTTY) return stop({ reason: 'duplicates' }, `${DUPLICATES_CONTINUE} ${ACCEPT_DUPLICATES}\n`, 1, DUPLICATES_NOT_CONFIRMED);
      ctx.io.stderr.write([...human, DUPLICATES_CONTINUE, ''].join('\n'));
      human.length = 0;
      await confirm(ctx, DUPLICATES_QUESTION, false);
    }
    state = await wizard.step({ type: 'NEXT' });
  } else if (o.dryRun && (state.step === 'END_CREATE_FLOW' || state.step === 'END_VIEW_REPORT')) {
    return stop({ dryRun: true }, 'Dry run: no flow created.\n');
  }
  const effect = wizard.ending.find((e): e is Extract<StartFlowEffect, { type: 'CREATE_FLOW' }> => e.type === 'CREATE_FLOW');
  const productType = effect?.request.productType ?? (state.step === 'END_VIEW_REPORT' ? state.selections.productType : undefined);
  if (productType !== undefined) {
    const started = await call(ctx, startJourney(api, effect?.request ?? { productType }));
    await recordFlow(ctx, started.flowId, started.type);
    return stop({ flowId: started.flowId, next: nextCommand(started), path: started.path }, `${startedLines(started).join('\n')}\n`);
  }
  throw new CliExit(EXIT_FAILED, `the wizard stopped at ${state.step}`);
}

/** `--product`: the products by their plain names, offered to completion without refusing the old names. */
function productOption(): Option {
  const names = productOptions(true).map((o) => productName(o.value as ProductType));
  const option = new Option('--product <product>', `the product: ${names.join(', ')}; listed when missing`);
  option.argChoices = names;
  return option;
}

export function registerStartFlow(program: Command, contextFor: ContextFor): void {
  topCommand(program, 'start-flow')
    .addOption(productOption())
    .option('--application-type <type>', 'application type, e.g. new (licensing products)')
    .option('--residency-type <type>', 'residency type, e.g. resident, nonresident (licensing products)')
    .option('--basis <STATE:NUMBER>', 'home state (basis) license, when you hold more than one')
    .option('--state <code>', 'a state to apply in (repeatable)', collect)
    .option('--license <STATE:CLASS:LOAS>', 'a license class and its LOA codes in a state, e.g. OK:PROD:LIFE,HEALTH (repeatable)', collect)
    .option('--accept-duplicates', 'create the flow even though possible duplicate orders exist')
    .option('--dry-run', 'stop at the fee estimate; create nothing')
    .action(async (o: StartFlowOptions, command: Command) => startFlow(contextFor(command), o));
}
