// @portal/api-client/reset-tokens: the reset-tokens resource's reads, writes and types.
export {
  resetTokenPaths,
  resetTokenKeys,
  resetTokenLink,
  RESET_TOKEN_WRITE_INVALIDATES,
} from './keys';
export { resetTokenListQueryOptions, useResetTokens } from './reset-token-list-query';
export type { ResetToken } from './reset-token-list-query';
export { createResetToken, useCreateResetToken } from './reset-token-create-mutation';
export type { ResetTokenCreate } from './reset-token-create-mutation';
