import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_SECONDS = 5 * 60;
export const REFRESH_TOKEN_SECONDS = 24 * 60 * 60;

export type TokenType = 'access' | 'refresh';

const CLOCK_SKEW_SECONDS = 60;
/** Verified tokens remembered per service (oldest dropped first): one per active session. */
const VERIFIED_CACHE_SIZE = 10_000;
// user ids are PostgreSQL integers: a token naming 1.5, 2^31 or 1e308 is not ours.
const MAX_USER_ID = 2 ** 31 - 1;
const isUserId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_USER_ID;

export type TokenClaims = {
  /** user id */
  userId: number;
  tokenType: TokenType;
  jti: string;
  /** expiry, seconds since the epoch */
  exp: number;
};

export type TokenService = {
  issue: (
    userId: number,
    tokenType: TokenType,
  ) => Promise<{ token: string; jti: string; expiresAt: Date }>;
  /** Returns the claims, or null for a forged, malformed, expired or wrong-typed token. */
  verify: (token: string, tokenType: TokenType) => Promise<TokenClaims | null>;
};

/** HS256 tokens as simplejwt makes them: user_id, token_type, jti, iat, exp. */
export const createTokenService = (secret: string, now: () => Date): TokenService => {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, TokenClaims>();
  return {
    async issue(userId, tokenType) {
      const jti = randomUUID();
      const iat = Math.floor(now().getTime() / 1000);
      const exp = iat + (tokenType === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS);
      const token = await new SignJWT({ user_id: userId, token_type: tokenType })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti(jti)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, jti, expiresAt: new Date(exp * 1000) };
    },
    async verify(token, tokenType) {
      // A token verified before is the same bytes with the same answer until it expires: the
      // HMAC (WebCrypto, asynchronous) was a tenth of the API's CPU time under load.
      const known = verified.get(token);
      if (known) {
        const live = known.exp > now().getTime() / 1000;
        if (!live) verified.delete(token);
        return live && known.tokenType === tokenType ? known : null;
      }
      const claims = await verifySignature(token, tokenType);
      if (claims) {
        if (verified.size >= VERIFIED_CACHE_SIZE) {
          const oldest = verified.keys().next().value;
          if (oldest !== undefined) verified.delete(oldest);
        }
        verified.set(token, claims);
      }
      return claims;
    },
  };

  async function verifySignature(token: string, tokenType: TokenType): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: now(),
      });
      const userId = payload.user_id;
      const nowSeconds = Math.floor(now().getTime() / 1000);
      const lifetime = tokenType === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS;
      if (
        payload.token_type !== tokenType ||
        !isUserId(userId) ||
        !payload.jti ||
        typeof payload.exp !== 'number' ||
        typeof payload.iat !== 'number' ||
        // Only tokens this service could have issued: issued in the past (a minute of clock
        // skew), living no longer than the token type does.
        payload.iat > nowSeconds + CLOCK_SKEW_SECONDS ||
        payload.exp - payload.iat > lifetime
      ) {
        return null;
      }
      return { userId, tokenType, jti: payload.jti, exp: payload.exp };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
};
