import { describe, expect, it } from 'vitest';
import { passwordResetLink } from './passwordResetLink';

describe('passwordResetLink', () => {
  it('has the shape {origin}/confirm-reset-password/?token={token}', () => {
    expect(passwordResetLink('https://portal.example.no', 'abc123')).toBe(
      'https://portal.example.no/confirm-reset-password/?token=abc123',
    );
  });

  it('does not double the slash when the origin ends with one', () => {
    expect(passwordResetLink('https://portal.example.no/', 'abc')).toBe(
      'https://portal.example.no/confirm-reset-password/?token=abc',
    );
    expect(passwordResetLink('http://localhost:5173//', 'abc')).toBe(
      'http://localhost:5173/confirm-reset-password/?token=abc',
    );
  });

  it('keeps a base path of the origin', () => {
    expect(passwordResetLink('https://example.no/portal/', 'abc')).toBe(
      'https://example.no/portal/confirm-reset-password/?token=abc',
    );
  });

  it('URL-encodes the token', () => {
    expect(passwordResetLink('https://portal.example.no', 'a+b/c=d&e f')).toBe(
      'https://portal.example.no/confirm-reset-password/?token=a%2Bb%2Fc%3Dd%26e%20f',
    );
    // base64url keys (what the API issues) need no escaping and stay as they are.
    expect(passwordResetLink('https://portal.example.no', 'Ab-_09')).toBe(
      'https://portal.example.no/confirm-reset-password/?token=Ab-_09',
    );
  });

  it('gives back the token through URLSearchParams', () => {
    const token = 'x y+z/å';
    const url = new URL(passwordResetLink('https://portal.example.no', token));
    expect(url.pathname).toBe('/confirm-reset-password/');
    expect(url.searchParams.get('token')).toBe(token);
  });
});
