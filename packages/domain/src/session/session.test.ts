import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, decodeBase64UrlText } from './base64url';
import { decodeJwtPayload, isTokenUnexpired, tokenExpiresAt } from './jwt';
import { isAcceptableLoginResult, loginResultSchema } from './login-result';

const base64url = (text: string) =>
  Buffer.from(text, 'utf8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const token = (payload: unknown) =>
  `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.sig`;

describe('decodeBase64Url', () => {
  it('decodes url-alphabet and standard text, padded or not', () => {
    expect(decodeBase64UrlText('aGVsbG8')).toBe('hello');
    expect(decodeBase64UrlText('aGVsbG8=')).toBe('hello');
    expect(decodeBase64UrlText(base64url('æøå ÆØÅ'))).toBe('æøå ÆØÅ');
    expect(Array.from(decodeBase64Url('-_8') ?? [])).toEqual([0xfb, 0xff]);
    expect(Array.from(decodeBase64Url('+/8=') ?? [])).toEqual([0xfb, 0xff]);
    expect(Array.from(decodeBase64Url('') ?? [1])).toEqual([]);
  });

  it('returns null for characters outside the alphabet, impossible lengths and bad UTF-8', () => {
    expect(decodeBase64Url('ab$d')).toBeNull();
    expect(decodeBase64Url('abcde')).toBeNull();
    expect(decodeBase64UrlText('ab$d')).toBeNull();
    expect(decodeBase64UrlText('_w')).toBeNull(); // 0xff is not UTF-8
  });

  it('property: agrees with Node for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const encoded = Buffer.from(bytes).toString('base64url');
        expect(Array.from(decodeBase64Url(encoded) ?? [])).toEqual(Array.from(bytes));
      }),
    );
  });
});

describe('decodeJwtPayload', () => {
  it('returns the payload object without verifying', () => {
    expect(decodeJwtPayload(token({ exp: 1800000000, user_id: 7, name: 'Åse' }))).toEqual({
      exp: 1800000000,
      user_id: 7,
      name: 'Åse',
    });
  });

  it('returns null on garbage', () => {
    expect(decodeJwtPayload('garbage')).toBeNull();
    expect(decodeJwtPayload('a.b')).toBeNull();
    expect(decodeJwtPayload('a..c')).toBeNull();
    expect(decodeJwtPayload('a.b.c.d')).toBeNull();
    expect(decodeJwtPayload('a.$$$.c')).toBeNull();
    expect(decodeJwtPayload(`a.${base64url('not json')}.c`)).toBeNull();
    expect(decodeJwtPayload(`a.${base64url('[1,2]')}.c`)).toBeNull();
    expect(decodeJwtPayload(`a.${base64url('null')}.c`)).toBeNull();
    expect(decodeJwtPayload(`a.${base64url('42')}.c`)).toBeNull();
    expect(decodeJwtPayload(undefined)).toBeNull();
    expect(decodeJwtPayload(42)).toBeNull();
  });

  it('property: never throws on any string', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = decodeJwtPayload(text);
        expect(result === null || typeof result === 'object').toBe(true);
      }),
    );
  });
});

describe('isTokenUnexpired', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const nowSeconds = now.getTime() / 1000;

  it('is true while exp (seconds) lies in the future', () => {
    expect(isTokenUnexpired(token({ exp: nowSeconds + 1 }), now)).toBe(true);
    expect(isTokenUnexpired(token({ exp: nowSeconds + 86400 }), now.getTime())).toBe(true);
  });

  it('is false at and after exp', () => {
    expect(isTokenUnexpired(token({ exp: nowSeconds }), now)).toBe(false);
    expect(isTokenUnexpired(token({ exp: nowSeconds - 1 }), now)).toBe(false);
  });

  it('is false without a numeric exp or for garbage', () => {
    expect(isTokenUnexpired(token({}), now)).toBe(false);
    expect(isTokenUnexpired(token({ exp: String(nowSeconds + 100) }), now)).toBe(false);
    expect(isTokenUnexpired('garbage', now)).toBe(false);
    expect(isTokenUnexpired(null, now)).toBe(false);
  });

  it('reads exp as milliseconds', () => {
    expect(tokenExpiresAt(token({ exp: 1800000000 }))).toBe(1800000000000);
    expect(tokenExpiresAt(token({ exp: null }))).toBeNull();
  });
});

describe('isAcceptableLoginResult', () => {
  const complete = {
    access: 'a',
    refresh: 'r',
    user: { id: 1 },
    type: 'teacher',
    needs_update: false,
  };

  it('accepts a result with access, refresh, user and type', () => {
    expect(isAcceptableLoginResult(complete)).toBe(true);
    const { needs_update: _ignored, ...withoutNeedsUpdate } = complete;
    expect(isAcceptableLoginResult(withoutNeedsUpdate)).toBe(true);
  });

  it.each(['access', 'refresh', 'user', 'type'] as const)('rejects a result without %s', (key) => {
    const { [key]: _removed, ...rest } = complete;
    expect(isAcceptableLoginResult(rest)).toBe(false);
    expect(isAcceptableLoginResult({ ...complete, [key]: null })).toBe(false);
  });

  it('rejects empty tokens or type and anything not an object', () => {
    expect(isAcceptableLoginResult({ ...complete, access: '' })).toBe(false);
    expect(isAcceptableLoginResult({ ...complete, type: '' })).toBe(false);
    expect(isAcceptableLoginResult({ ...complete, user: 'x' })).toBe(false);
    expect(isAcceptableLoginResult(null)).toBe(false);
    expect(isAcceptableLoginResult('token')).toBe(false);
  });

  it('accepts exactly what loginResultSchema accepts', () => {
    const candidates: unknown[] = [
      complete,
      { ...complete, needs_update: null },
      { ...complete, needs_update: 'yes' },
      { ...complete, user: Object.assign(Object.create(null) as object, { id: 1 }) },
      { ...complete, user: [] },
      { ...complete, user: new Date(0) },
      { ...complete, user: null },
      { ...complete, refresh: 7 },
      { ...complete, extra: 'kept out' },
      [complete],
      undefined,
      42,
    ];
    for (const candidate of candidates) {
      expect(isAcceptableLoginResult(candidate)).toBe(
        loginResultSchema.safeParse(candidate).success,
      );
    }
    expect(candidates.filter((candidate) => isAcceptableLoginResult(candidate))).toHaveLength(4);
  });
});
