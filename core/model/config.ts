import * as t from 'io-ts';
import { literals, struct } from './codec';

export const EnvironmentIdCodec = literals('EnvironmentId', 'dvlp', 'int', 'qa', 'beta', 'prod', 'local');

/** config.json, served next to index.html and decoded at startup (docs/decisions.md §Runtime configuration). */
export const RuntimeConfig = struct(
  'RuntimeConfig',
  {
    apiBase: t.string,
    appBase: t.string,
    homePath: t.string,
    logoutPath: t.string,
    providerHomepage: t.string,
    disabledFeatures: t.array(literals('DisabledFeature', 'continuing_education')),
  },
  {
    environmentId: EnvironmentIdCodec,
    /** The provider's name, as links to its homepage say it ("Insurance Registry home page"). */
    providerName: t.string,
    /** How to reach the provider's customer service, shown where a page tells the user to contact it. */
    providerContact: struct('ProviderContact', {}, { phone: t.string, email: t.string, hours: t.string }),
    telemetry: struct('TelemetryConfig', {}, { analyticsUrl: t.string, errorsUrl: t.string, replayUrl: t.string, sdkUrl: t.string }),
  },
);
export type RuntimeConfig = t.TypeOf<typeof RuntimeConfig>;
