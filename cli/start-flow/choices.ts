/**
 * What each start-flow step offers, for the message printed when its flag is missing (exit 2),
 * in the same shape with --json so a script can pick a value.
 */
import type { AvailableLine, BasisLicense, ProductAttribute, ProductType, SupportedStates } from '../../core/model/licensing';
import { applicationTypeOptions, productOptions, residencyTypeOptions } from '../../core/use-cases/start-flow/choices';
import { distinctBasisLicenses } from '../../core/use-cases/start-flow/steps';
import { renderTable } from '../output/table';
import { flagValue } from '../vocabulary';

export interface Choices {
  readonly step: string;
  readonly missing: string;
  readonly choices: readonly unknown[];
  readonly text: string;
}

/** The products offered to the participant (the core's productOptions: firm-only ones to firms alone), with their types. */
export function productChoices(attributes: readonly ProductAttribute[], firm: boolean): Choices {
  const rows = productOptions(firm).map(({ value, label }) => {
    const productType = value as ProductType;
    const applicationTypes = applicationTypeOptions(attributes, productType).map((o) => o.value);
    return {
      productType,
      label,
      applicationTypes,
      residencyTypes: [...new Set(applicationTypes.flatMap((a) => residencyTypeOptions(attributes, productType, a).map((o) => o.value)))],
    };
  });
  return {
    step: 'SELECT_PRODUCT',
    missing: '--product',
    choices: rows,
    text:
      'Choose a product with --product (and, for licensing, --application-type and --residency-type):\n' +
      renderTable(
        [
          { header: '--product', value: (r) => flagValue(r.productType) },
          { header: 'Product', value: (r) => r.label },
          { header: '--application-type', value: (r) => r.applicationTypes.map(flagValue).join(', ') },
          { header: '--residency-type', value: (r) => r.residencyTypes.map(flagValue).join(', ') },
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
  const values = options.map((o) => o.value);
  const flag = which === 'applicationType' ? '--application-type' : '--residency-type';
  return {
    step: 'SELECT_PRODUCT',
    missing: flag,
    choices: values,
    text: `Choose ${flag} for ${flagValue(productType)}: ${options.map((o) => `${flagValue(o.value)} (${o.label})`).join(', ') || '(none offered)'}\n`,
  };
}

export function basisChoices(licenses: readonly BasisLicense[]): Choices {
  const rows = distinctBasisLicenses(licenses);
  return {
    step: 'SELECT_BASIS',
    missing: '--basis',
    choices: rows,
    text:
      'Choose the home state (basis) license with --basis STATE:NUMBER:\n' +
      renderTable(
        [
          { header: '--basis', value: (b) => `${b.jurisdictionCode}:${b.licenseNumber}` },
          { header: 'License class', value: (b) => b.licenseClassName },
          { header: 'Residency', value: (b) => b.licenseResidency },
        ],
        rows,
      ),
  };
}

export function stateChoices(supported: SupportedStates): Choices {
  const rows = Object.entries(supported.states).map(([code, name]) => ({ code, name }));
  return {
    step: 'SELECT_STATE',
    missing: '--state',
    choices: rows,
    text:
      `Choose ${supported.multiSelect ? 'one or more states (repeat --state)' : 'one state with --state'}:\n` +
      renderTable(
        [
          { header: '--state', value: (r) => r.code },
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
  const rows = Object.entries(linesByState).flatMap(([state, lines]) =>
    lines.map((l) => ({
      state,
      licenseClassCode: l.licenseClassCode,
      licenseClassName: l.licenseClassName,
      loas: l.loas.map((loa) => ({ loaCode: loa.loaCode, loaName: loa.loaName, available: loa.available, ...(loa.message ? { message: loa.message } : {}) })),
      ...(l.message ? { message: l.message } : {}),
    })),
  );
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
          { header: 'Class', value: (r) => r.licenseClassCode },
          { header: 'License', value: (r) => r.licenseClassName + (r.message ? ` (${r.message})` : '') },
          { header: 'LOAs (code=name; * not available)', value: (r) => r.loas.map((l) => `${l.available ? '' : '*'}${l.loaCode}=${l.loaName}`).join(', ') },
        ],
        rows,
      ) +
      errors,
  };
}
