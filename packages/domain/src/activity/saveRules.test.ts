import { describe, expect, it } from 'vitest';
import {
  EMPTIED_SUMMARY_MESSAGE,
  applyFutureStartRule,
  durationConfirmationMessage,
  durationNeedsConfirmation,
  emptiedSummaryErrors,
  hasInsufficientHours,
  isFilled,
  remainingHoursWarning,
  summariesDisabled,
  summaryDateOnSave,
} from './saveRules';

const now = new Date('2026-11-21T12:00:00Z');
const filled = {
  summary_teacher: 'Jobbet med brøk',
  summary_student: 'Bra innsats',
  homework: 'Side 12',
};

describe('summary_date on save', () => {
  it('is set to today (Oslo) when both summaries are first filled', () => {
    expect(summaryDateOnSave(filled, null, now)).toBe('2026-11-21');
    expect(summaryDateOnSave(filled, undefined, new Date('2026-11-21T23:30:00Z'))).toBe(
      '2026-11-22',
    );
    expect(summaryDateOnSave(filled, '', new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
  });

  it('is kept when it already existed', () => {
    expect(summaryDateOnSave(filled, '2026-11-01', now)).toBe('2026-11-01');
    expect(summaryDateOnSave({ summary_teacher: '', summary_student: '' }, '2026-11-01', now)).toBe(
      '2026-11-01',
    );
  });

  it('stays null while a summary is missing or blank', () => {
    expect(summaryDateOnSave({ summary_teacher: 'x', summary_student: '' }, null, now)).toBeNull();
    expect(
      summaryDateOnSave({ summary_teacher: '   ', summary_student: 'y' }, null, now),
    ).toBeNull();
  });
});

describe('future start', () => {
  it('disables and clears summaries and homework', () => {
    const start = '2026-11-22T10:00:00Z';
    expect(summariesDisabled(start, now)).toBe(true);
    expect(applyFutureStartRule({ ...filled, subject: 3 }, start, now)).toEqual({
      summary_teacher: '',
      summary_student: '',
      homework: '',
      subject: 3,
    });
  });

  it('keeps them for a past start', () => {
    const values = { ...filled };
    expect(summariesDisabled('2026-11-21T10:00:00Z', now)).toBe(false);
    expect(applyFutureStartRule(values, '2026-11-21T10:00:00Z', now)).toBe(values);
  });
});

describe('a filled summary cannot be emptied', () => {
  it('flags each summary that was filled and is now empty', () => {
    expect(
      emptiedSummaryErrors(
        { summary_teacher: 'a', summary_student: null },
        { summary_teacher: '', summary_student: '' },
      ),
    ).toEqual({ summary_teacher: EMPTIED_SUMMARY_MESSAGE });
    expect(
      emptiedSummaryErrors(
        { summary_teacher: 'a', summary_student: 'b' },
        { summary_teacher: ' ', summary_student: '' },
      ),
    ).toEqual({
      summary_teacher: EMPTIED_SUMMARY_MESSAGE,
      summary_student: EMPTIED_SUMMARY_MESSAGE,
    });
  });

  it('flags both once summary_date is set', () => {
    expect(
      emptiedSummaryErrors(
        { summary_date: '2026-11-01' },
        { summary_teacher: 'a', summary_student: '' },
      ),
    ).toEqual({
      summary_student: 'Du kan ikke ha en tom oppsummering når den tidligere har vært fylt inn.',
    });
  });

  it('allows a summary that was never filled to stay empty, and edits of filled ones', () => {
    expect(emptiedSummaryErrors({}, { summary_teacher: '', summary_student: '' })).toEqual({});
    expect(
      emptiedSummaryErrors(
        { summary_teacher: 'a', summary_student: '' },
        { summary_teacher: 'b', summary_student: '' },
      ),
    ).toEqual({});
  });

  it('treats whitespace as empty', () => {
    expect(isFilled(' \n')).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled('x')).toBe(true);
  });
});

describe('duration confirmation', () => {
  it('asks outside 0.5..2 hours, bounds included as normal', () => {
    expect(durationNeedsConfirmation(0.25)).toBe(true);
    expect(durationNeedsConfirmation(0.5)).toBe(false);
    expect(durationNeedsConfirmation(2)).toBe(false);
    expect(durationNeedsConfirmation(2.25)).toBe(true);
    expect(durationNeedsConfirmation(0)).toBe(true);
    expect(durationNeedsConfirmation(-1)).toBe(true);
  });

  it('shows the duration as h:mm', () => {
    expect(durationConfirmationMessage(2.5)).toBe(
      'Er du sikker på at du vil lagre en aktivitet med varighet 2:30?',
    );
    expect(durationConfirmationMessage(0.25)).toBe(
      'Er du sikker på at du vil lagre en aktivitet med varighet 0:15?',
    );
    expect(durationConfirmationMessage(3)).toBe(
      'Er du sikker på at du vil lagre en aktivitet med varighet 3:00?',
    );
  });
});

describe('remaining-hours warning', () => {
  it('warns when remaining minus duration is below 0', () => {
    expect(hasInsufficientHours(1, 1.5)).toBe(true);
    expect(hasInsufficientHours('-2.00', 0.25)).toBe(true);
    expect(remainingHoursWarning(0.5, 0.75)).toEqual({
      message: 'Eleven har ikke nok timer igjen, bekreft med drift at det er greit å gjennomføre',
      hint: 'Se bort i fra denne meldingen dersom det er prøvetime',
    });
  });

  it('does not warn at exactly 0 left, or with hours to spare', () => {
    expect(hasInsufficientHours(1.5, 1.5)).toBe(false);
    expect(hasInsufficientHours(0.1 + 0.2, 0.3)).toBe(false);
    expect(hasInsufficientHours('10.00', 2)).toBe(false);
    expect(remainingHoursWarning(0, 0)).toBeNull();
  });
});
