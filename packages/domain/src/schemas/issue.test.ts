import { describe, expect, it } from 'vitest';
import { issueCreateSchema } from './issue-create';
import { issueEditSchema, issuePatchSchema } from './issue-edit';
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

  it('serves a state-only PATCH: absent fields stay absent', () => {
    expect(parsed(issuePatchSchema, { state: 3 })).toEqual({ state: 3 });
    expect(errorsOf(issuePatchSchema, { state: 4 })).toEqual({ state: ['Ugyldig status'] });
    expect(parsed(issuePatchSchema, { developer: '', estimate: '0' })).toEqual({
      developer: null,
      estimate: 0,
    });
    expect(errorsOf(issuePatchSchema, { title: chars(256) })).toEqual({
      title: ['Tittel kan ikke være lengre enn 255 bokstaver'],
    });
  });
});
