/** Business constants and limits of docs/portal.md §Limits, as data. */
export const APP_VERSION = '11.12.14';
export const PRODUCT_NAME = 'LicenseHub';
export const SESSION_STORE_KEY = 'licensehub';
export const TRANSITION_JWT_KEY = 'licensehub.transitionJwt';
/** The attestation and validation done in this session, per flow (core/use-cases/journey/records.ts). */
export const JOURNEY_RECORDS_KEY = 'licensehub.journeys';
/** The use agreement accepted when this session signed in (core/use-cases/journey/records.ts). */
export const TERMS_ACCEPTED_KEY = 'licensehub.terms';

export const ENVIRONMENT_IDS = ['dvlp', 'int', 'qa', 'beta', 'prod', 'local'] as const;
export type EnvironmentId = (typeof ENVIRONMENT_IDS)[number];
export const DISABLED_FEATURES = ['continuing_education'] as const;
export type DisabledFeature = (typeof DISABLED_FEATURES)[number];

export const ORDER_HISTORY_PAGE_SIZE = 5;
export const ORDER_DETAIL_BUFFER = 25;
export const ORDER_DETAIL_CONCURRENCY = 5;

export const PDB_POLL_FAST_MS = 5_000;
export const PDB_POLL_FAST_RETRIES = 23;
export const PDB_POLL_SLOW_MS = 30_000;
/** Checks of a PDB report's status before the portal stops asking (the last one about 20 minutes after the first). */
export const PDB_POLL_MAX_ATTEMPTS = 60;

export const LAST_NAME_MAX = 100;
export const SUBMITTER_FIRST_NAME_MAX = 25;

export const MOBILE_BREAKPOINT_PX = 767;
export const US_COUNTRY_CODE = '1';
export const CANADA_COUNTRY_CODE = '156';
export const DEFAULT_ADDRESS_COUNTRY = 'US';
export const POSTAL_CODE_SPLIT = 5;

export const SESSION_WARNING_BEFORE_MS = 5 * 60_000;
export const SESSION_EXPIRY_AFTER_MS = 2 * 60_000;
export const ASSUMED_IDLE_SESSION_MS = 30 * 60_000;
export const SESSION_CHECK_MS = 5_000;
/**
 * A session's absolute lifetime from sign-in, however active (docs/portal.md §Session): NIST SP
 * 800-63B's reauthentication bound at AAL2. Then the licensee signs in again.
 */
export const ABSOLUTE_SESSION_MS = 12 * 60 * 60_000;
export const PERSISTENCE_THROTTLE_MS = 1_000;

export const TRANSCRIPT_UNAVAILABLE_CODE = '0101429';
export const STARTUP_CONFIG_ERROR_CODE = '5000';

/** Screen types shared by the submitter, attestation, verification contact and validation screens. */
export const FLOW_SCREEN_TYPES = ['FLOWS', 'PDB-REPORT', 'CCR', 'DEMOGRAPHIC-UPDATE', 'LICENSE-UPDATE'] as const;
export type FlowScreenType = (typeof FLOW_SCREEN_TYPES)[number];
