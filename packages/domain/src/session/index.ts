// @portal/domain/session: its rules, exported by name.
export { decodeBase64Url, decodeBase64UrlText } from './base64url';
export { decodeJwtPayload, tokenExpiresAt, isTokenUnexpired } from './jwt';
export type { JwtPayload } from './jwt';
export { loginResultSchema, isAcceptableLoginResult } from './login-result';
export type { LoginResult } from './login-result';
