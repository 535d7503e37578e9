import { describe, expect, it } from 'vitest';
import {
  changePasswordPayloadSchema,
  changePasswordSchema,
  toChangePasswordPayload,
} from './change-password';
import { loginSchema } from './login';
import {
  confirmResetPasswordPayloadSchema,
  newPasswordSchema,
  toConfirmResetPasswordPayload,
} from './new-password';
import { resetRequestSchema } from './reset-request';
import { errorsOf, parsed } from './test-helpers';

describe('loginSchema', () => {
  it('accepts a valid login and trims the e-mail', () => {
    expect(parsed(loginSchema, { email: ' kari@example.no ', password: 'secret' })).toEqual({
      email: 'kari@example.no',
      password: 'secret',
    });
  });
  it('requires the e-mail', () => {
    expect(errorsOf(loginSchema, { email: '', password: 'secret' })).toEqual({
      email: ['Email er påkrevd'],
    });
    expect(errorsOf(loginSchema, { password: 'secret' })).toEqual({ email: ['Email er påkrevd'] });
  });
  it('rejects an invalid e-mail', () => {
    expect(errorsOf(loginSchema, { email: 'kari@', password: 'secret' })).toEqual({
      email: ['Ugyldig email-adresse'],
    });
  });
  it('requires at least 6 password characters (5 fails, 6 passes)', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.no', password: '12345' })).toEqual({
      password: ['Passord må være minst 6 bokstaver'],
    });
    expect(errorsOf(loginSchema, { email: 'a@b.no', password: '123456' })).toEqual({});
    expect(errorsOf(loginSchema, { email: 'a@b.no' })).toEqual({
      password: ['Passord må være minst 6 bokstaver'],
    });
  });
});

describe('resetRequestSchema', () => {
  it('accepts an e-mail', () => {
    expect(parsed(resetRequestSchema, { email: 'kari@example.no' })).toEqual({
      email: 'kari@example.no',
    });
  });
  it('requires it with the seed message', () => {
    expect(errorsOf(resetRequestSchema, { email: ' ' })).toEqual({
      email: ['Må fylles ut for å resette passord'],
    });
  });
  it('rejects an invalid one', () => {
    expect(errorsOf(resetRequestSchema, { email: 'kari' })).toEqual({
      email: ['Ugyldig email-adresse'],
    });
  });
});

describe('newPasswordSchema', () => {
  it('accepts two equal passwords of at least 6', () => {
    expect(parsed(newPasswordSchema, { password: 'abcdef', repeat_password: 'abcdef' })).toEqual({
      password: 'abcdef',
      repeat_password: 'abcdef',
    });
  });
  it('requires at least 6 characters in both', () => {
    expect(errorsOf(newPasswordSchema, { password: 'abcde', repeat_password: 'abcde' })).toEqual({
      password: ['Passord må være minst 6 bokstaver'],
      repeat_password: ['Passord må være minst 6 bokstaver'],
    });
  });
  it('requires them to be equal', () => {
    expect(errorsOf(newPasswordSchema, { password: 'abcdef', repeat_password: 'abcdeg' })).toEqual({
      repeat_password: ['Passordene må være like'],
    });
  });
  it('builds the confirm body with the token', () => {
    const body = toConfirmResetPasswordPayload(
      { password: 'abcdef', repeat_password: 'abcdef' },
      'tok',
    );
    expect(body).toEqual({ password: 'abcdef', token: 'tok' });
    expect(parsed(confirmResetPasswordPayloadSchema, body)).toEqual(body);
    expect(errorsOf(confirmResetPasswordPayloadSchema, { password: 'abcdef', token: '' })).toEqual({
      token: ['Lenken mangler token'],
    });
  });
});

describe('changePasswordSchema', () => {
  const valid = { old_password: 'old', new_password: '12345678', confirm_password: '12345678' };
  it('accepts a valid change', () => {
    expect(parsed(changePasswordSchema, valid)).toEqual(valid);
  });
  it('requires the old password', () => {
    expect(errorsOf(changePasswordSchema, { ...valid, old_password: '' })).toEqual({
      old_password: ['Gammelt passord er påkrevd'],
    });
  });
  it('requires at least 8 new characters (7 fails, 8 passes)', () => {
    expect(
      errorsOf(changePasswordSchema, {
        ...valid,
        new_password: '1234567',
        confirm_password: '1234567',
      }),
    ).toEqual({
      new_password: ['Nytt passord må være minst 8 tegn'],
    });
  });
  it('requires the confirmation', () => {
    expect(errorsOf(changePasswordSchema, { ...valid, confirm_password: '' })).toEqual({
      confirm_password: ['Bekreft passord er påkrevd'],
    });
  });
  it('requires a matching confirmation', () => {
    expect(errorsOf(changePasswordSchema, { ...valid, confirm_password: '12345679' })).toEqual({
      confirm_password: ['Passordene matcher ikke'],
    });
  });
  it('sends old and new password only', () => {
    const body = toChangePasswordPayload(parsed(changePasswordSchema, valid));
    expect(body).toEqual({ old_password: 'old', new_password: '12345678' });
    expect(parsed(changePasswordPayloadSchema, body)).toEqual(body);
  });
});
