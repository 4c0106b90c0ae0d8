/**
 * The start-flow wizard (docs/portal.md §Start flow) at /start-flow and one
 * address per step below it (core/use-cases/start-flow/address.ts). useStartFlow.ts holds the
 * state and talks to the core; this file picks the page for the machine's step.
 */
import { PageLoading } from '../../components/shell/PageLoading';
import { BasisPage, ProductPage, StatesPage } from './ChoicePages';
import { LicensesPage } from './LicensesPage';
import { DuplicatesPage, FeeEstimatePage } from './OrderPages';
import { CreationFailed, NoLicensesAvailable, NoLicensesSelected, ValidationErrors } from './OutcomePages';
import { useStartFlow } from './useStartFlow';

export const LOADING_LABEL = 'Loading your application…';
export const OPENING_LABEL = 'Opening your application…';

export default function StartFlow() {
  const model = useStartFlow();
  const { state } = model;
  if (state.step === 'END_CREATE_FLOW' && state.error) return <CreationFailed model={model} message={state.error.message} />;
  // A failed lookup goes to the route's error screen (429: too many requests; otherwise generic).
  if (state.error) throw state.error;
  if (model.loading) return <PageLoading label={LOADING_LABEL} />;
  switch (state.step) {
    case 'SELECT_PRODUCT':
      return <ProductPage model={model} />;
    case 'SELECT_BASIS':
      return <BasisPage model={model} />;
    case 'SELECT_STATE':
      return <StatesPage model={model} />;
    case 'SELECT_LICENSES':
      return <LicensesPage model={model} />;
    case 'NO_LICENSES_AVAILABLE':
      return <NoLicensesAvailable model={model} />;
    case 'NO_LICENSES_SELECTED':
      return <NoLicensesSelected model={model} />;
    case 'LICENSE_VALIDATION_ERRORS':
      return <ValidationErrors model={model} />;
    case 'DUPLICATE_CHECK':
      return <DuplicatesPage model={model} />;
    case 'FEE_ESTIMATE':
      return <FeeEstimatePage model={model} />;
    case 'END_CREATE_FLOW':
    case 'END_VIEW_REPORT':
      return <PageLoading label={OPENING_LABEL} />;
    default:
      // A fetch step: the registry is answering.
      return <PageLoading label={LOADING_LABEL} />;
  }
}

export { loader, shouldRevalidate } from './start-flow-queries';

/** What a first load shows inside the shell while the route's loader runs. */
export const HydrateFallback = () => <PageLoading label={LOADING_LABEL} />;
