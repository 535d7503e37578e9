// The portal API's contract as TypeScript: generated from openapi/portal.openapi.json with its
// paths relative to the client's base URL '/api' (see scripts/contract-types.mjs).
import type { components, operations, paths } from './generated/schema';

export type PortalPaths = paths;
export type PortalOperations = operations;
/** Every component schema of the contract, e.g. `Schemas['LoginResponse']`. */
export type Schemas = components['schemas'];

/** The query parameters a GET route of the contract takes. */
export type QueryParamsOf<P extends keyof PortalPaths> = PortalPaths[P] extends {
  get: { parameters: { query?: infer Q } };
}
  ? NonNullable<Q>
  : never;
