/**
 * What each start-flow step offers, for the message printed when its flag is missing (exit 2),
 * in the same shape with --json so a script can pick a value.
 */
import type { AvailableLine, BasisLicense, ProductAttribute, SupportedStates } from '../../core/model/licensing';
import { ProductType } from '../../core/model/licensing';
import { distinctBasisLicenses } from '../../core/use-cases/start-flow/steps';
import { renderTable } from '../output/table';
import { flagValue } from '../vocabulary';

export interface Choices {
  readonly step: string;
  readonly missing: string;
  readonly choices: readonly unknown[];
  readonly text: string;
}

const PRODUCT_TYPES = Object.keys(ProductType.keys);

export function productChoices(attributes: readonly ProductAttribute[]): Choices {
  const rows = PRODUCT_TYPES.map((productType) => {
    const attrs = attributes.filter((a) => a.productType === productType);
    return {
      productType,
      applicationTypes: [...new Set(attrs.map((a) => a.applicationType))],
      residencyTypes: [...new Set(attrs.map((a) => a.residencyType))],
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
          { header: '--application-type', value: (r) => r.applicationTypes.map(flagValue).join(', ') },
          { header: '--residency-type', value: (r) => r.residencyTypes.map(flagValue).join(', ') },
        ],
        rows,
      ),
  };
}

export function attributeChoices(
  attributes: readonly ProductAttribute[],
  productType: string,
  which: 'applicationType' | 'residencyType',
  applicationType?: string,
): Choices {
  const values = [
    ...new Set(
      attributes
        .filter((a) => a.productType === productType && (which === 'applicationType' || !applicationType || a.applicationType === applicationType))
        .map((a) => a[which]),
    ),
  ];
  const flag = which === 'applicationType' ? '--application-type' : '--residency-type';
  return {
    step: 'SELECT_PRODUCT',
    missing: flag,
    choices: values,
    text: `Choose ${flag} for ${flagValue(productType)}: ${values.map(flagValue).join(', ') || '(none offered)'}\n`,
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
