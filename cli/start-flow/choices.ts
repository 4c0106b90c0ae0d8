/**
 * What each start-flow step offers, for the message printed when its flag is missing (exit 2),
 * with --json the same choices as the core's portal records, as the flags take them.
 */
import type { AvailableLine, BasisLicense, ProductAttribute, ProductType, SupportedStates } from '../../core/model/licensing';
import { applicationTypeOptions, productName, productOptions, residencyTypeOptions } from '../../core/use-cases/start-flow/choices';
import { distinctBasisLicenses } from '../../core/use-cases/start-flow/steps';
import { basisChoiceRecord, licenseChoiceRecord, optionRecord, productChoiceRecord, stateChoiceRecord } from '../output/portal-records';
import { renderTable } from '../output/table';
import { flagValue } from '../vocabulary';

export interface Choices {
  readonly step: string;
  readonly missing: string;
  readonly choices: readonly unknown[];
  /** The registry's values offered, where the flag takes one of them (application and residency types). */
  readonly values?: readonly string[];
  readonly text: string;
}

/** The products offered to the participant (the core's productOptions: firm-only ones to firms alone), with their types. */
export function productChoices(attributes: readonly ProductAttribute[], firm: boolean): Choices {
  const rows = productOptions(firm).map((o) => productChoiceRecord(attributes, o));
  return {
    step: 'SELECT_PRODUCT',
    missing: '--product',
    choices: rows,
    text:
      'Choose a product with --product (for licensing, --application-type and --residency-type too):\n' +
      renderTable(
        [
          { header: '--product', value: (r) => r.product },
          { header: 'Type', value: (r) => r.type },
          { header: 'Product', value: (r) => r.label },
          { header: '--application-type', value: (r) => r.applicationTypes.join(', ') },
          { header: '--residency-type', value: (r) => r.residencyTypes.join(', ') },
        ],
        rows,
      ),
  };
}

/** The application or residency types the core offers for a licensing product. */
export function attributeChoices(
  attributes: readonly ProductAttribute[],
  productType: ProductType,
  which: 'applicationType' | 'residencyType',
  applicationType?: string,
): Choices {
  const options =
    which === 'applicationType' ? applicationTypeOptions(attributes, productType) : residencyTypeOptions(attributes, productType, applicationType);
  const flag = which === 'applicationType' ? '--application-type' : '--residency-type';
  return {
    step: 'SELECT_PRODUCT',
    missing: flag,
    choices: options.map(optionRecord),
    values: options.map((o) => o.value),
    text: `Choose ${flag} for ${productName(productType)}: ${options.map((o) => `${flagValue(o.value)} (${o.label})`).join(', ') || '(none offered)'}\n`,
  };
}

export function basisChoices(licenses: readonly BasisLicense[]): Choices {
  const rows = distinctBasisLicenses(licenses).map(basisChoiceRecord);
  return {
    step: 'SELECT_BASIS',
    missing: '--basis',
    choices: rows,
    text:
      'Choose the home state (basis) license with --basis STATE:NUMBER:\n' +
      renderTable(
        [
          { header: '--basis', value: (b) => b.basis },
          { header: 'License class', value: (b) => b.licenseClass },
          { header: 'Residency', value: (b) => b.residency },
        ],
        rows,
      ),
  };
}

export function stateChoices(supported: SupportedStates): Choices {
  const rows = Object.entries(supported.states).map(([code, name]) => stateChoiceRecord(code, name));
  return {
    step: 'SELECT_STATE',
    missing: '--state',
    choices: rows,
    text:
      `Choose ${supported.multiSelect ? 'one or more states (repeat --state)' : 'one state with --state'}:\n` +
      renderTable(
        [
          { header: '--state', value: (r) => r.state },
          { header: 'Name', value: (r) => r.name },
        ],
        rows,
      ),
  };
}

export function licenseChoices(
  linesByState: Readonly<Record<string, readonly AvailableLine[]>>,
  stateErrors: Readonly<Record<string, readonly string[]>>,
): Choices {
  const rows = Object.entries(linesByState).flatMap(([state, lines]) => lines.map((l) => licenseChoiceRecord(state, l)));
  const errors = Object.entries(stateErrors)
    .map(([state, messages]) => `${state}: ${messages.join(' ')}\n`)
    .join('');
  return {
    step: 'SELECT_LICENSES',
    missing: '--license',
    choices: rows,
    text:
      'Choose licenses and lines of authority with --license STATE:CLASS:LOA1,LOA2 (repeatable):\n' +
      renderTable(
        [
          { header: 'State', value: (r) => r.state },
          { header: 'Class', value: (r) => r.classCode },
          { header: 'License', value: (r) => r.licenseClass + (r.message ? ` (${r.message})` : '') },
          {
            header: 'LOAs (code=name; * not available)',
            value: (r) => r.linesOfAuthority.map((l) => `${l.available ? '' : '*'}${l.code}=${l.name}`).join(', '),
          },
        ],
        rows,
      ) +
      errors,
  };
}
