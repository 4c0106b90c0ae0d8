/**
 * Service identifiers of the Inversify containers (the composition roots in this folder).
 * Drivers resolve what they need with `container.get<T>(TOKENS.X)`.
 */
export const TOKENS = {
  Config: Symbol.for('licensehub.Config'),
  RegistryApi: Symbol.for('licensehub.RegistryApi'),
  AuthSession: Symbol.for('licensehub.AuthSession'),
  SessionStore: Symbol.for('licensehub.SessionStore'),
  SessionService: Symbol.for('licensehub.SessionService'),
  Clock: Symbol.for('licensehub.Clock'),
  Telemetry: Symbol.for('licensehub.Telemetry'),
  ExternalNavigation: Symbol.for('licensehub.ExternalNavigation'),
  AddressService: Symbol.for('licensehub.AddressService'),
} as const;
