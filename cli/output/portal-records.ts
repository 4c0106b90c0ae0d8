/**
 * The registry's answers in the portal's names, for a script (the terminal's JSON output): the
 * labels the portal's pages show, in camelCase; statuses in the words the browser shows
 * (codeWords, the DRLP status); enumerated values in kebab-case, as the terminal's flags take
 * them; nothing the registry keeps for itself (internal flags, ids of its own).
 */
import type { AddressRecord } from '../../core/model/address';
import type { CcrRecord, CcrReview } from '../../core/model/ccr';
import type { DrlpData, DrlpSearchResult } from '../../core/model/drlp';
import type { IncompleteApplication } from '../../core/model/incomplete';
import type { Name } from '../../core/model/names';
import type { AvailableLine, BasisLicense, DuplicateOrder, FeeSummary, ProductAttribute, ProductType } from '../../core/model/licensing';
import type { Field, ModuleContent, ModuleValue } from '../../core/model/modules';
import type { OrderDetail, OrderSummary, Transaction } from '../../core/model/orders';
import type { PdbReportMetadata, PdbReportStatus } from '../../core/model/pdb-report';
import type { Submitter } from '../../core/model/submitter';
import type { UserInfo } from '../../core/model/user-info';
import { addressLine, codeWords, formatFee, kebabValue } from '../../core/rules/format';
import { maskText } from '../../core/rules/masks';
import { conditionText, formatExample, moduleLists, valueAt, visibleFields } from '../../core/rules/modules';
import { applicationTypeOptions, productName, productTypeName, residencyTypeOptions, type Option } from '../../core/use-cases/start-flow/choices';
import { SECTION_NAMES, SECTIONS, sectionItems } from '../../core/use-cases/ccr/review';
import type { NameFormItem } from '../../core/use-cases/names/name-form';
import { drlpStatusText } from '../../core/use-cases/drlp/views';
import { paidChangeView, type PaidDrlpChanges } from '../../core/use-cases/drlp/paid-changes';
import { DETAILS_UNAVAILABLE } from '../../core/use-cases/orders/order-availability';
import { applicationWords, orderTypeWords } from '../../core/use-cases/orders/order-words';
import type { StartFlowSelections } from '../../core/use-cases/start-flow/selections';

export { kebabValue };

/** A field's type as the JSON and the table both say it: `text`, `zip-code`, `radio`. */
export const fieldTypeWord = (type: string): string => kebabValue(type.replace(/[A-Z]/g, (c) => `_${c}`));

/** The licensee a session identified: the name the portal greets, and the NPN or FEIN. */
export const licenseeRecord = (user: UserInfo) => ({
  displayName: user.displayName,
  ...(user.npn ? { npn: user.npn } : {}),
  ...(user.fein ? { fein: user.fein } : {}),
});

/** One transaction of an order, under the order page's labels. */
export const transactionRecord = (t: Transaction) => ({
  state: t.applicationState,
  licenseClass: t.licenseClassName ?? '',
  licenseNumber: t.licenseNumber ?? '',
  linesOfAuthority: t.loas,
  result: codeWords(t.transactionResult),
  stateMessages: t.stateMessages.map((m) => ({ text: m.reason, actionRequired: m.actionRequired })),
});

/** An order as its page shows it; without details (archived, or the detail failed) it says so and lists no transaction. */
export const orderRecord = (summary: OrderSummary, detail: OrderDetail | undefined) => ({
  orderCode: summary.orderCode,
  date: summary.orderDate,
  total: formatFee(summary.orderTotal),
  product: detail ? orderTypeWords(detail.product) : '',
  detailsAvailable: detail !== undefined,
  ...(detail ? {} : { details: DETAILS_UNAVAILABLE }),
  transactions: (detail?.transactions ?? []).map(transactionRecord),
});

/** An incomplete application as the resume list shows it; `payment`: whether this session can pay it (core/use-cases/incomplete/readiness.ts). */
export const incompleteRecord = (a: IncompleteApplication, payment: string) => ({
  flowId: a.batchCode,
  product: applicationWords(a.gatewayProductName),
  licensing: a.isLicensing,
  modified: a.dateModified,
  payable: a.isPayable,
  payment,
  licenses: a.licenses.map((l) => ({ state: l.stateName, licenseClass: l.licenseClassName, linesOfAuthority: l.loaNames })),
});

/** A firm's licenses and their DRLPs as the DRLP page shows them, each DRLP with the page's status words. */
export const drlpRecord = (data: DrlpData) => ({
  firm: { name: data.businessEntity.businessEntityName, fein: data.businessEntity.fein },
  modified: data.modified === true,
  states: data.businessEntity.states.map((st) => ({
    state: st.stateName,
    stateCode: st.stateCode,
    licenses: st.licenses.map((l) => ({
      license: l.licenseName,
      licenseCode: l.licenseCode,
      linesOfAuthority: l.loas.map((loa) => ({ name: loa.loaName, active: loa.active })),
      drlps: l.drlps.map((d) => ({ firstName: d.firstName, lastName: d.lastName, npn: d.npn, linesOfAuthority: d.loas, status: drlpStatusText(d) })),
    })),
  })),
  errors: (data.errors ?? []).map((e) => ({
    state: e.stateName,
    stateCode: e.stateCode,
    license: e.licenseName,
    licenseCode: e.licenseCode,
    messages: e.errors,
  })),
});

/** The firm's DRLP changes already paid for, or null when the registry could not say (docs/portal.md §License update). */
export const drlpPaidChangesRecord = (paid: PaidDrlpChanges) =>
  paid.status === 'LOADED'
    ? paid.changes.map((c) => {
        const view = paidChangeView(c);
        return {
          state: c.stateName,
          stateCode: c.stateCode,
          license: c.licenseName,
          licenseCode: c.licenseCode,
          change: c.change === 'ADDED' ? ('added' as const) : ('removed' as const),
          firstName: c.firstName,
          lastName: c.lastName,
          npn: c.npn,
          orderCode: c.orderCode,
          orderDate: c.orderDate,
          status: view.status,
        };
      })
    : null;

/** A producer found for the DRLP page's add dialog, and the licenses they qualify for. */
export const drlpCandidateRecord = (r: DrlpSearchResult) => ({
  firstName: r.firstName,
  lastName: r.lastName,
  npn: r.npn,
  applyToAll: r.isApplyToAll,
  licenses: r.licenses.map((l) => ({ license: l.licenseName, licenseCode: l.licenseCode, linesOfAuthority: l.loas })),
  errors: r.errors ?? [],
});

/** The submitter form's values under its `--set` keys, its choice in kebab-case (`my-self`, `someone-else`). */
export const submitterRecord = (s: Submitter) => ({ ...s, submittingFor: kebabValue(s.submittingFor) });

/** A report's status: always whether it is ready; once it is, the browser's status words and its order. */
export const pdbStatusRecord = (flowId: string, report: PdbReportStatus | null) => ({
  flowId,
  ready: report !== null,
  ...(report ? { status: codeWords(report.status), ...(report.orderCode ? { orderCode: report.orderCode } : {}) } : {}),
});

/** A possible duplicate order under the duplicates table's columns, its status in the browser's words. */
export const duplicateRecord = (d: DuplicateOrder) => ({
  orderCode: d.orderCode,
  date: d.orderDate,
  requestCode: d.requestCode,
  status: codeWords(d.status),
  product: orderTypeWords(d.product),
  state: d.state,
  licenseClass: d.licenseClassName,
  linesOfAuthority: d.loaNames,
  licenseNumber: d.licenseNumber ?? '',
});

/** What was chosen on the way to a flow, as the flags take it: kebab-case values. */
export const selectionsRecord = (s: StartFlowSelections) => ({
  ...(s.productType ? { product: productName(s.productType) } : {}),
  ...(s.applicationType ? { applicationType: kebabValue(s.applicationType) } : {}),
  ...(s.residencyType ? { residencyType: kebabValue(s.residencyType) } : {}),
  ...(s.basisLicense ? { basisLicense: s.basisLicense } : {}),
  states: s.stateCodes,
  licenses: s.licenses,
});

/** One contact item of a contact change per state, as the review table lists it: its section, label and value, and whether it changed. */
const ccrItems = (record: CcrRecord) =>
  SECTIONS.flatMap((section) =>
    sectionItems(record, section).map((item) => ({
      state: record.state ?? '',
      contact: SECTION_NAMES[section],
      item: item.label,
      value: item.value,
      changed: item.changed,
    })),
  );

/** A contact change's review: the page's column headers and one row per contact item. */
export const ccrReviewRecord = (review: CcrReview) => ({ columnHeaders: review.columnHeaders, items: review.data.flatMap(ccrItems) });

/** A name under the names of the flags that set it (`--first-name`, `--company`, …). */
const nameRecord = (n: Name) =>
  n.type === 'BUSINESS'
    ? { company: n.company }
    : { firstName: n.first, ...(n.middle ? { middleName: n.middle } : {}), lastName: n.last, ...(n.suffix ? { suffix: n.suffix } : {}) };

/** The name page: each item numbered as `--item` takes it, its names, and the jurisdictions it goes to (`included` unless unchecked). */
export const nameChangeRecord = (items: readonly NameFormItem[], notAvailableIn: readonly string[]) => ({
  items: items.map((item, i) => ({
    item: i + 1,
    currentName: nameRecord(item.currentName),
    requestedName: nameRecord(item.requestedName),
    jurisdictions: item.jurisdictions.map((j) => ({ jurisdiction: j.jurisdiction, included: j.checked !== false, resident: j.resident, changed: j.changed })),
  })),
  notAvailableIn,
});

/** The fee estimate under its table's columns: a row per license, then the totals. */
export const feeRecord = (fee: FeeSummary) => ({
  fees: fee.feeDetails.map((d) => ({
    state: d.stateCode,
    licenseClass: d.licenseClassName,
    linesOfAuthority: d.loaNames,
    stateFee: formatFee(d.stateFee),
    licensehubFee: formatFee(d.licensehubFee),
  })),
  stateTotal: formatFee(fee.stateTotal),
  licensehubTotal: formatFee(fee.licensehubTotal),
  grandTotal: formatFee(fee.grandTotal),
});

/** An address the submitter form's search found, numbered as the list shows it, under the form's `--set` keys. */
export const addressRecord = (address: AddressRecord, i: number) => ({
  choice: i + 1,
  address: addressLine(address),
  address1: address.addressLine1,
  address2: address.addressLine2,
  address3: address.addressLine3,
  city: address.city,
  state: address.state,
  zipCode: address.postalCode,
});

/** The PDB report info page's facts under its labels; a date the registry did not give is left out. */
export const pdbMetadataRecord = (m: PdbReportMetadata) => ({
  residentStates: m.residentStates,
  price: formatFee(m.price),
  ...(m.demographicsDate ? { demographicsDataAsOf: m.demographicsDate } : {}),
  ...(m.licensingDate ? { licensingDataAsOf: m.licensingDate } : {}),
  ...(m.appointmentsDate ? { appointmentsDataAsOf: m.appointmentsDate } : {}),
});

/** A product the product page offers: its `--product` value, the type of flow it starts, and the types the licensing flags take. */
export const productChoiceRecord = (attributes: readonly ProductAttribute[], option: Option) => {
  const productType = option.value as ProductType;
  const applicationTypes = applicationTypeOptions(attributes, productType).map((o) => o.value);
  return {
    product: productName(productType),
    type: productTypeName(productType),
    label: option.label,
    applicationTypes: applicationTypes.map(kebabValue),
    residencyTypes: [...new Set(applicationTypes.flatMap((a) => residencyTypeOptions(attributes, productType, a).map((o) => kebabValue(o.value))))],
  };
};

/** An application or residency type offered, as its flag takes it and as the product page words it. */
export const optionRecord = (o: Option) => ({ value: kebabValue(o.value), label: o.label });

/** A home state license to choose, as `--basis` takes it. */
export const basisChoiceRecord = (b: BasisLicense) => ({
  basis: `${b.jurisdictionCode}:${b.licenseNumber}`,
  licenseClass: b.licenseClassName,
  residency: codeWords(b.licenseResidency),
});

/** A state to apply in, as `--state` takes it. */
export const stateChoiceRecord = (code: string, name: string) => ({ state: code, name });

/** A license a state offers, with its lines of authority: the parts `--license STATE:CLASS:LOA1,LOA2` takes. */
export const licenseChoiceRecord = (state: string, l: AvailableLine) => ({
  state,
  classCode: l.licenseClassCode,
  licenseClass: l.licenseClassName,
  linesOfAuthority: l.loas.map((loa) => ({ code: loa.loaCode, name: loa.loaName, available: loa.available, ...(loa.message ? { message: loa.message } : {}) })),
  ...(l.message ? { message: l.message } : {}),
});

/** What stands for a sensitive value (an SSN) that is set: it is never printed back. */
export const SENSITIVE_VALUE = '********';

/** A value a module field holds; a sensitive one is never given back. */
const moduleValue = (field: Field, value: ModuleValue | undefined): string | string[] | undefined => {
  if (typeof value !== 'string' && !(Array.isArray(value) && value.every((v) => typeof v === 'string'))) return undefined;
  return field.sensitive && value.length ? SENSITIVE_VALUE : value;
};

/**
 * A module as `--data` takes it: each field the page shows (list rows' fields under `list[].key`,
 * with their row), its label, type (in kebab-case), whether it is required (or when, in words), the format it is
 * typed in, its choices and its value; each list with its row keys and its number of rows.
 */
export const moduleRecord = (content: ModuleContent) => ({
  fields: visibleFields(content.components, content.data)
    .filter((f) => !f.disabled)
    .map(({ path, field, scope }) => {
      const row = /^(.*)\.(\d+)\.([^.]+)$/.exec(path);
      const format = field.mask ? maskText(field.mask) : formatExample(field);
      const value = moduleValue(field, scope[field.key]);
      return {
        key: row ? `${row[1]}[].${row[3]}` : path,
        ...(row ? { row: Number(row[2]) } : {}),
        label: field.title,
        type: fieldTypeWord(field.type),
        required: field.required === true,
        ...(field.required && field.required !== true ? { requiredWhen: conditionText(field.required) } : {}),
        ...(format ? { format } : {}),
        ...(field.options ? { choices: field.options.map((o) => ({ value: o.value, label: o.label })) } : {}),
        ...(value === undefined ? {} : { value }),
      };
    }),
  lists: moduleLists(content.components).map((l) => {
    const rows = valueAt(content.data, l.key);
    return { key: l.key, keys: [...l.keys], rows: Array.isArray(rows) ? rows.length : 0 };
  }),
});
