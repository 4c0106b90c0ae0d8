/**
 * What a journey type is, said once (docs/portal.md §Shared flow steps): the shape of the one
 * definition each flow type has in `types/`. Everything per type (the plan and its paths, the
 * routes, the step counter, the CLI's types and choices, resume targets, replay, every "next")
 * is derived from the set of definitions (`types/index.ts`), never from a table or a switch over
 * flow types elsewhere.
 *
 * No imports but types: the route table and the CLI's first chunk read the definitions, so
 * every page's first download and every command's start carry them.
 */
import type { Either } from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { DomainError } from '../../errors';
import type { FlowScreenType } from '../../model/constants';
import type { DrlpData } from '../../model/drlp';
import type { LicensingRequest, ProductType } from '../../model/licensing';
import type { PrimaryNameResponse } from '../../model/names';
import type { FlowCreated } from '../../model/pdb-report';
import type { RegistryApi } from '../../ports/registry-api';

/** A registry answer's value mapped (fp-ts's `Either.map`, written here so the definitions load nothing at run time). */
export const mapAnswer = <A, B>(answer: Either<DomainError, A>, f: (a: A) => B): Either<DomainError, B> =>
  answer._tag === 'Right' ? { _tag: 'Right', right: f(answer.right) } : answer;

/** The shared flow steps (docs/portal.md §Shared flow steps), in the order any type has them. */
export const FLOW_STEPS = ['review', 'submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** What the registry holds of a flow's first page where it is not a module: the name request, the DRLP working copy. */
export interface LeadHeld {
  readonly names?: PrimaryNameResponse;
  readonly drlp?: DrlpData;
}

/**
 * The step a journey starts with, before the shared steps.
 * - `modules`: the flow's modules, as the registry lists them (each done when its answers meet its rules);
 * - `page`: one page of the type's own (the name page, the DRLP page), with the registry's record of it;
 * - `none`: the shared steps come first; `before` is the page before them.
 */
export type LeadDefinition =
  | { readonly kind: 'modules' }
  | {
      readonly kind: 'page';
      /** The step id (`names`, `drlp`). */
      readonly id: string;
      readonly title: string;
      /** The page under the flow's base (`''` for the base itself). */
      readonly screen: string;
      /** What the licensee does there, in a sentence. */
      readonly action: string;
      /** The CLI subcommand that shows the page (`show`), after the type's command. */
      readonly show: string;
      /** How its facts load: what the registry holds of the page. */
      readonly load: (api: Pick<RegistryApi, 'primaryName' | 'drlp'>, flowId: string) => Promise<Either<DomainError, LeadHeld>>;
      /** What makes it done. */
      readonly done: (held: LeadHeld) => boolean;
    }
  | { readonly kind: 'none'; readonly before: string };

/**
 * The journey's landing (docs/portal.md §Shared flow steps "Landing"): its words for a new
 * journey (a resumed one says "Continue your <noun>"), and what it costs where the registry
 * cannot price it before the licensee chooses. Where it is (its address) comes from the route
 * base and the lead (journey/landing.ts).
 */
export interface LandingDefinition {
  /** The heading of a new journey: "Start your name change". */
  readonly title: string;
  /** What the journey does, in a sentence or two. */
  readonly about: string;
  /** How its fee lines (`fee`) will be worked out, where they depend on what the licensee chooses ("a fee for each state you choose …"); absent, the registry's price of the flow is named. */
  readonly costs?: string;
  /**
   * Its first steps open holding what the registry has on file, which already meets the rules (a
   * contact change's modules): nothing of the licensee's is done until a change is saved (its
   * review marks one) or the submitter.
   */
  readonly startedByChanges?: boolean;
  /** Its route is the type's own screen (the contact change's, which reads its changes too). */
  readonly ownScreen?: boolean;
  /** Its screen under the flow's base where the spec names one (a contact change's `resume-ccr`); else derived (flow-steps/step-table.ts). */
  readonly screen?: string;
}

/**
 * How a flow of the type is priced before payment (flow-steps/fees.ts): the registry prices the
 * flow as `pricedAs` from the same lines its payment page charges and its order holds.
 * - `application`: a line per state, license class and lines of authority applied for, with the
 *   state's fee and the LicenseHub fee; shown on the review (what is applied for) and the submit page;
 * - `by-state`: a line per state the change goes to, saying what goes (`sends`);
 * - `item`: one line, the thing bought (`item`), saying what it holds (`sends`).
 */
export type FeeDefinition = { readonly pricedAs: ProductType; readonly why: string } & (
  | { readonly lines: 'application' }
  | { readonly lines: 'by-state'; readonly sends: string }
  | { readonly lines: 'item'; readonly item: string; readonly sends: string }
);

export interface JourneyDefinition {
  /** The contract's name of the type (the flow type codec, core/model/constants.ts). */
  readonly type: FlowScreenType;
  /** What the licensee calls it in a sentence: "name change". */
  readonly noun: string;
  /** The `--type` value, and the command of the type's own pages (`licensehub name-change …`). */
  readonly cliType: string;
  /** The route group under the app's base: `/demographic-update`. */
  readonly routeBase: string;
  /** The products that start it. */
  readonly products: readonly ProductType[];
  readonly lead: LeadDefinition;
  readonly landing: LandingDefinition;
  /** Its shared steps, in order. */
  readonly steps: readonly FlowStep[];
  /** Shared steps whose screen is the journey's own, not the shared one (a contact change's review). */
  readonly ownScreens?: readonly FlowStep[];
  /** The steps that must be done before payment, after the lead steps. */
  readonly paymentGate: readonly FlowStep[];
  /** The page of the pay step, under the flow's base, where it is not `pay`. */
  readonly payScreen?: string;
  /** The CLI command of the review step, when it has one of the type's own (after `licensehub`). */
  readonly reviewCommand?: (flowId: string) => string;
  /** The page a newly created flow opens at (under the flow's base), its title, and the CLI command that shows it; or its landing (journey/landing.ts). */
  readonly opensAt: 'landing' | { readonly screen: string; readonly title: string; readonly command: (flowId: string) => string };
  /**
   * The registry call that answers for a flow of this type and refuses (not found) any other:
   * how a flow's type is known from the registry when the session did not record it.
   */
  readonly recognize: (api: RegistryApi, flowId: string) => TaskEither<DomainError, unknown>;
  /** How it is created: the registry call for a product of it. */
  readonly create: (api: RegistryApi, request: LicensingRequest) => TaskEither<DomainError, FlowCreated>;
  /** Its submitter has its own registry calls (the PDB report's pair). */
  readonly reportSubmitter?: boolean;
  /** The type its validation is checked as (docs/portal.md §Shared flow steps). */
  readonly validatesAs?: FlowScreenType;
  /** The payment page under the home path: `payment/{flowId}.htm`. */
  readonly paymentPage: (flowId: string) => string;
  /** How its fee lines are priced and said before payment. */
  readonly fee: FeeDefinition;
  /** Its submit page: the sentence, and the button. */
  readonly submit: { readonly text: string; readonly action: string };
  /** The payment waits for the registry to prepare what is delivered (the report). */
  readonly paysOnceReady?: boolean;
  /** How a recording's command shows a flow of this type (journey/replay-scenario.ts), and how a resumed one is started anew. */
  readonly replay: {
    readonly recognizes: (command: string, pdb: boolean) => boolean;
    /** `start-flow` arguments, or `report` for `pdb-report start`, or `licensing` for the test identity's application. */
    readonly restart: 'licensing' | 'report' | readonly string[];
    /** The command that sends the lead page's request when the recording did not. */
    readonly fill?: 'name-change set' | 'license-update proceed';
  };
}
