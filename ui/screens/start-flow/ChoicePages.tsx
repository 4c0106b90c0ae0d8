/**
 * The wizard's question pages before the licenses: the product (with the application and
 * residency types the registry offers for the three licensing products), the home state (basis)
 * license when more than one is held, and the state or states. Each choice goes to the core's
 * machine as it is made; Continue asks the machine to move on.
 */
import type { ProductType } from '../../../core/model/licensing';
import {
  SELECT_APPLICATION_TYPE,
  SELECT_HOME_STATE_LICENSE,
  SELECT_ONLY_ONE_HOME_STATE_LICENSE,
  SELECT_PRODUCT,
  SELECT_RESIDENCY_TYPE,
  SELECT_STATE,
} from '../../../core/rules/messages';
import {
  applicationTypeOptions,
  basisOf,
  basisOptions,
  basisValue,
  onlyBasisNotice,
  productChoice,
  productOptions,
  residencyTypeOptions,
  revealedQuestionsText,
  stateOptions,
} from '../../../core/use-cases/start-flow/choices';
import { isFirm } from '../../../core/use-cases/drlp/views';
import { useEnvironment } from '../../app/environment';
import { ChoiceField } from '../../components/forms/ChoiceField';
import type { ErrorSummaryItem } from '../../components/forms/ErrorSummary';
import { CheckboxGroup } from './CheckboxGroup';
import { StepPage } from './StepPage';
import { useStartFlowStyles } from './start-flow-styles';
import type { StartFlowModel } from './useStartFlow';

export const PRODUCT_ID = 'start-flow-product';
export const APPLICATION_ID = 'start-flow-application-type';
export const RESIDENCY_ID = 'start-flow-residency-type';
export const BASIS_ID = 'start-flow-basis';
export const STATES_ID = 'start-flow-states';

/** The machine's refusal messages, each on the control it is about. */
const FIELD_OF: Readonly<Record<string, string>> = {
  [SELECT_PRODUCT]: PRODUCT_ID,
  [SELECT_APPLICATION_TYPE]: APPLICATION_ID,
  [SELECT_RESIDENCY_TYPE]: RESIDENCY_ID,
  [SELECT_HOME_STATE_LICENSE]: BASIS_ID,
  [SELECT_ONLY_ONE_HOME_STATE_LICENSE]: BASIS_ID,
  [SELECT_STATE]: STATES_ID,
};

const summaryOf = (problems: readonly string[], fallback: string): ErrorSummaryItem[] =>
  problems.map((message) => ({ fieldId: FIELD_OF[message] ?? fallback, message }));
const errorFor = (problems: readonly string[], fieldId: string): string | undefined => problems.find((m) => FIELD_OF[m] === fieldId);

export function ProductPage({ model }: { model: StartFlowModel }) {
  const styles = useStartFlowStyles();
  // A license update names a firm's DRLPs: only a firm is offered it.
  const firm = isFirm(useEnvironment().userInfo);
  const { selections, problems } = model.state;
  const attributes = model.attributes ?? [];
  const applicationTypes = applicationTypeOptions(attributes, selections.productType);
  const residencyTypes = residencyTypeOptions(attributes, selections.productType, selections.applicationType);
  const choose = (change: { productType?: ProductType; applicationType?: string; residencyType?: string }) => {
    const productType = change.productType ?? selections.productType;
    if (!productType) return;
    const applicationType = change.applicationType ?? selections.applicationType;
    const residencyType = change.residencyType ?? selections.residencyType;
    model.dispatch(
      productChoice(attributes, {
        productType,
        ...(applicationType === undefined ? {} : { applicationType }),
        ...(residencyType === undefined ? {} : { residencyType }),
      }),
    );
  };
  return (
    <StepPage model={model} title="What do you want to do?" summary={summaryOf(problems, PRODUCT_ID)}>
      <p className={styles.lead}>Choose the license you are applying for, or the change or report you need.</p>
      <ChoiceField
        id={PRODUCT_ID}
        legend="Application or request"
        options={productOptions(firm)}
        value={selections.productType ?? ''}
        onChange={(productType) => choose({ productType: productType as ProductType })}
        error={errorFor(problems, PRODUCT_ID)}
        required
      />
      {applicationTypes.length > 0 && (
        <ChoiceField
          id={APPLICATION_ID}
          legend={APPLICATION_LEGEND}
          options={applicationTypes}
          value={selections.applicationType ?? ''}
          onChange={(applicationType) => choose({ applicationType })}
          error={errorFor(problems, APPLICATION_ID)}
          required
        />
      )}
      {residencyTypes.length > 0 && (
        <ChoiceField
          id={RESIDENCY_ID}
          legend={RESIDENCY_LEGEND}
          options={residencyTypes}
          value={selections.residencyType ?? ''}
          onChange={(residencyType) => choose({ residencyType })}
          error={errorFor(problems, RESIDENCY_ID)}
          required
        />
      )}
      {/* Always there, so a screen reader hears it change: the questions a choice revealed below. */}
      <p role="status" className={styles.statusHidden}>
        {revealedQuestionsText([...(applicationTypes.length > 0 ? [APPLICATION_LEGEND] : []), ...(residencyTypes.length > 0 ? [RESIDENCY_LEGEND] : [])])}
      </p>
    </StepPage>
  );
}

const APPLICATION_LEGEND = 'Type of application';
const RESIDENCY_LEGEND = 'Residency';

export function BasisPage({ model }: { model: StartFlowModel }) {
  const styles = useStartFlowStyles();
  const { selections, problems, basisLicenses = [] } = model.state;
  return (
    <StepPage model={model} title="Which license is your application based on?" summary={summaryOf(problems, BASIS_ID)}>
      <p className={styles.lead}>You hold more than one license. Choose your home state license: the application is based on it.</p>
      <ChoiceField
        id={BASIS_ID}
        legend="Home state license"
        options={basisOptions(basisLicenses)}
        value={selections.basisLicense ? basisValue(selections.basisLicense) : ''}
        onChange={(value) => {
          const basisLicense = basisOf(basisLicenses, value);
          if (basisLicense)
            model.dispatch({
              type: 'SELECT_BASIS',
              basisLicense: { jurisdictionCode: basisLicense.jurisdictionCode, licenseNumber: basisLicense.licenseNumber },
            });
        }}
        error={errorFor(problems, BASIS_ID)}
        required
      />
    </StepPage>
  );
}

export function StatesPage({ model }: { model: StartFlowModel }) {
  const styles = useStartFlowStyles();
  const { selections, problems, supportedStates } = model.state;
  const options = stateOptions(model.state);
  const multi = supportedStates?.multiSelect ?? false;
  const basisNotice = onlyBasisNotice(model.state);
  const error = errorFor(problems, STATES_ID);
  const select = (stateCodes: readonly string[]) => model.dispatch({ type: 'SELECT_STATES', stateCodes });
  return (
    <StepPage
      model={model}
      title={multi ? 'Which states do you want to apply in?' : 'Which state do you want to apply in?'}
      summary={summaryOf(problems, STATES_ID)}
    >
      {basisNotice && <p className={styles.lead}>{basisNotice}</p>}
      <p className={styles.lead}>
        {multi ? 'Select every state you want a license in. You choose the licenses for each state next.' : 'Select one state. You choose its licenses next.'}
      </p>
      {multi ? (
        <CheckboxGroup
          id={STATES_ID}
          legend="States"
          options={options}
          // The states keep the order of the list, so their license pages do too.
          values={selections.stateCodes}
          onChange={(codes) => select(options.map((o) => o.value).filter((c) => codes.includes(c)))}
          error={error}
        />
      ) : (
        <ChoiceField
          id={STATES_ID}
          legend="State"
          options={options}
          value={selections.stateCodes[0] ?? ''}
          onChange={(code) => select([code])}
          error={error}
          required
        />
      )}
    </StepPage>
  );
}
