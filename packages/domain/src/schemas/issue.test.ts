import { describe, expect, it } from 'vitest';
import {
  issueCreateBodySchema,
  issueCreateSchema,
  issueEditSchema,
  issuePatchBodySchema,
} from './issue';
import { errorsOf, parsed } from './test-helpers';

const chars = (n: number) => 'a'.repeat(n);
const valid = {
  title: 'Ny forside',
  description: 'Lag en ny forside',
  details: '',
  category: '1',
  priority: 3,
  estimate: '8',
  developer: '',
};

describe('issueCreateSchema', () => {
  it('accepts a valid issue, starting in state 1', () => {
    expect(parsed(issueCreateSchema, valid)).toEqual({
      ...valid,
      category: 1,
      estimate: 8,
      developer: null,
      state: 1,
    });
    expect(parsed(issueCreateSchema, { ...valid, state: '' }).state).toBe(1);
    expect(parsed(issueCreateSchema, { ...valid, state: 2, developer: 4 })).toMatchObject({
      state: 2,
      developer: 4,
    });
  });

  it('requires a title of at most 255 characters (254, 255 pass; 256 fails)', () => {
    expect(errorsOf(issueCreateSchema, { ...valid, title: '  ' })).toEqual({
      title: ['Tittel kreves'],
    });
    expect(errorsOf(issueCreateSchema, { ...valid, title: undefined })).toEqual({
      title: ['Tittel kreves'],
    });
    expect(errorsOf(issueCreateSchema, { ...valid, title: chars(254) })).toEqual({});
    expect(errorsOf(issueCreateSchema, { ...valid, title: chars(255) })).toEqual({});
    expect(errorsOf(issueCreateSchema, { ...valid, title: chars(256) })).toEqual({
      title: ['Tittel kan ikke være lengre enn 255 bokstaver'],
    });
  });

  it('requires a description', () => {
    expect(errorsOf(issueCreateSchema, { ...valid, description: '' })).toEqual({
      description: ['Beskrivelse kreves'],
    });
  });

  it('keeps the estimate within 1 to 255 (0 and 256 fail)', () => {
    expect(errorsOf(issueCreateSchema, { ...valid, estimate: 0 })).toEqual({
      estimate: ['Estimat må være minst 1 time'],
    });
    expect(parsed(issueCreateSchema, { ...valid, estimate: 1 }).estimate).toBe(1);
    expect(parsed(issueCreateSchema, { ...valid, estimate: '255' }).estimate).toBe(255);
    expect(errorsOf(issueCreateSchema, { ...valid, estimate: 256 })).toEqual({
      estimate: ['Estimat kan ikke være større enn 255 timer'],
    });
    expect(errorsOf(issueCreateSchema, { ...valid, estimate: '' })).toEqual({
      estimate: ['Estimat kreves'],
    });
  });

  it('wants category, priority and state among 1, 2, 3', () => {
    expect(errorsOf(issueCreateSchema, { ...valid, category: 4, priority: '0', state: 5 })).toEqual(
      {
        category: ['Velg en kategori'],
        priority: ['Velg en prioritet'],
        state: ['Ugyldig status'],
      },
    );
    expect(errorsOf(issueCreateSchema, { ...valid, category: '' })).toEqual({
      category: ['Velg en kategori'],
    });
  });

  it('wants a developer id when one is given', () => {
    expect(errorsOf(issueCreateSchema, { ...valid, developer: 'Ola' })).toEqual({
      developer: ['Velg en utvikler'],
    });
  });
});

describe('issueEditSchema', () => {
  const current = { ...valid, state: 2 };

  it('accepts an estimate of 0 and keeps the state', () => {
    expect(parsed(issueEditSchema, { ...current, estimate: 0 })).toMatchObject({
      estimate: 0,
      state: 2,
    });
  });

  it('rejects a negative estimate and one above 255', () => {
    expect(errorsOf(issueEditSchema, { ...current, estimate: -1 })).toEqual({
      estimate: ['Estimat kan ikke være negativt'],
    });
    expect(parsed(issueEditSchema, { ...current, estimate: 255 }).estimate).toBe(255);
    expect(errorsOf(issueEditSchema, { ...current, estimate: 256 })).toEqual({
      estimate: ['Estimat kan ikke være større enn 255 timer'],
    });
  });

  it('keeps the create rules for title and description', () => {
    expect(errorsOf(issueEditSchema, { ...current, title: chars(256), description: ' ' })).toEqual({
      title: ['Tittel kan ikke være lengre enn 255 bokstaver'],
      description: ['Beskrivelse kreves'],
    });
  });
});

describe('issue bodies (the API validates with these)', () => {
  const body = { ...valid, category: 1, estimate: 8, developer: null };

  it('takes JSON numbers and leaves a state out (the service starts it at 1)', () => {
    expect(parsed(issueCreateBodySchema, body)).toEqual(body);
    expect(errorsOf(issueCreateBodySchema, { ...body, estimate: '8', category: '1' })).toEqual({
      estimate: ['Estimat kreves'],
      category: ['Velg en kategori'],
    });
    expect(errorsOf(issueCreateBodySchema, { ...body, estimate: 0, extra: 1 })).toMatchObject({
      estimate: ['Estimat må være minst 1 time'],
    });
  });

  it('caps long text and ids, with the form messages', () => {
    expect(
      errorsOf(issueCreateBodySchema, {
        ...body,
        description: chars(10_001),
        details: chars(10_001),
        developer: 2_147_483_648,
      }),
    ).toEqual({
      description: ['Teksten kan ikke være lengre enn 10000 tegn.'],
      details: ['Teksten kan ikke være lengre enn 10000 tegn.'],
      developer: ['Velg en utvikler'],
    });
    expect(errorsOf(issueEditSchema, { ...valid, state: 2, details: chars(10_001) })).toEqual({
      details: ['Teksten kan ikke være lengre enn 10000 tegn.'],
    });
  });

  it('serves a state-only PATCH: absent fields stay absent', () => {
    expect(parsed(issuePatchBodySchema, { state: 3 })).toEqual({ state: 3 });
    expect(errorsOf(issuePatchBodySchema, { state: 4 })).toEqual({ state: ['Ugyldig status'] });
    expect(parsed(issuePatchBodySchema, { developer: null, estimate: 0 })).toEqual({
      developer: null,
      estimate: 0,
    });
    expect(errorsOf(issuePatchBodySchema, { title: chars(256) })).toEqual({
      title: ['Tittel kan ikke være lengre enn 255 bokstaver'],
    });
  });
});
