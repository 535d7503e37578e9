import { describe, expect, it } from 'vitest';
import {
  activityCreateBodySchema,
  activityFormSchema,
  activityUpdateBodySchema,
  toActivityPayload,
} from './activity';
import { errorsOf, parsed } from './test-helpers';

const valid = {
  activity_category: '1',
  students: ['4', 5],
  subject: '2',
  start_date_time: '2026-11-21T13:15:00.000Z',
  duration: 1.5,
  travel_time: '20',
  activity_location: 'STUDENT_HOME',
  activity_plan: 'Brøk',
  summary_teacher: '',
  summary_student: undefined,
  homework: null,
};

describe('activityFormSchema', () => {
  it('accepts a valid activity and gives numbers', () => {
    expect(parsed(activityFormSchema, valid)).toEqual({
      ...valid,
      activity_category: 1,
      students: [4, 5],
      subject: 2,
      travel_time: 20,
      summary_student: '',
      homework: '',
    });
  });

  it('requires category, subject, location, travel time, students and start date', () => {
    expect(
      errorsOf(activityFormSchema, {
        ...valid,
        activity_category: '',
        subject: undefined,
        activity_location: '',
        travel_time: '',
        students: [],
        start_date_time: '',
      }),
    ).toEqual({
      activity_category: ['Velg en kategori'],
      students: ['Velg minst én elev'],
      subject: ['Velg et fag'],
      start_date_time: ['Startdato er påkrevd'],
      travel_time: ['Reisetid er påkrevd'],
      activity_location: ['Velg et sted'],
    });
  });

  it('accepts 0 travel minutes (INTERNET, CAMPUS) and rejects negative or fractional ones', () => {
    expect(parsed(activityFormSchema, { ...valid, travel_time: '0' }).travel_time).toBe(0);
    for (const bad of ['-5', '2.5', 'tjue']) {
      expect(errorsOf(activityFormSchema, { ...valid, travel_time: bad })).toEqual({
        travel_time: ['Reisetid må være et helt antall minutter, 0 eller mer'],
      });
    }
  });

  it('wants a duration above 0 in whole quarter hours', () => {
    expect(parsed(activityFormSchema, { ...valid, duration: 0.25 }).duration).toBe(0.25);
    expect(parsed(activityFormSchema, { ...valid, duration: '2,75' }).duration).toBe(2.75);
    expect(errorsOf(activityFormSchema, { ...valid, duration: 0 })).toEqual({
      duration: ['Varighet må være større enn 0'],
    });
    expect(errorsOf(activityFormSchema, { ...valid, duration: -0.25 })).toEqual({
      duration: ['Varighet må være større enn 0'],
    });
    expect(errorsOf(activityFormSchema, { ...valid, duration: 1.1 })).toEqual({
      duration: ['Varighet må gå opp i hele kvarter'],
    });
    expect(errorsOf(activityFormSchema, { ...valid, duration: '' })).toEqual({
      duration: ['Varighet er påkrevd'],
    });
  });

  it('wants the start as an ISO instant with Z or an offset', () => {
    expect(
      parsed(activityFormSchema, { ...valid, start_date_time: '2026-06-01T09:00:00+02:00' })
        .start_date_time,
    ).toBe('2026-06-01T09:00:00+02:00');
    for (const bad of ['2026-11-21T14:15:00', '21.11.2026 14:15', '2026-11-21']) {
      expect(errorsOf(activityFormSchema, { ...valid, start_date_time: bad })).toEqual({
        start_date_time: ['Ugyldig starttidspunkt'],
      });
    }
    expect(errorsOf(activityFormSchema, { ...valid, start_date_time: undefined })).toEqual({
      start_date_time: ['Startdato er påkrevd'],
    });
  });

  it('keeps summaries, plan and homework optional', () => {
    const out = parsed(activityFormSchema, {
      ...valid,
      activity_plan: undefined,
      summary_teacher: ' Bra økt ',
    });
    expect(out.activity_plan).toBe('');
    expect(out.summary_teacher).toBe('Bra økt');
  });
});

describe('activity payload', () => {
  it('builds a body the payload schema accepts', () => {
    const body = toActivityPayload(parsed(activityFormSchema, valid), null);
    expect(body).toEqual({
      activity_category: 1,
      students: [4, 5],
      subject: 2,
      start_date_time: '2026-11-21T13:15:00.000Z',
      duration: 1.5,
      travel_time: 20,
      activity_location: 'STUDENT_HOME',
      activity_plan: 'Brøk',
      summary_teacher: '',
      summary_student: '',
      homework: '',
      summary_date: null,
    });
    expect(parsed(activityCreateBodySchema, body)).toEqual(body);
    expect(toActivityPayload(parsed(activityFormSchema, valid), '2026-11-21').summary_date).toBe(
      '2026-11-21',
    );
  });

  it('rejects a start without offset and a bad summary date', () => {
    const body = toActivityPayload(parsed(activityFormSchema, valid), null);
    expect(
      errorsOf(activityCreateBodySchema, { ...body, start_date_time: '2026-11-21T14:15:00' }),
    ).toEqual({
      start_date_time: ['Ugyldig starttidspunkt'],
    });
    expect(errorsOf(activityCreateBodySchema, { ...body, summary_date: '21.11.2026' })).toEqual({
      summary_date: ['Ugyldig oppsummeringsdato'],
    });
    const { summary_date: _omitted, ...withoutSummaryDate } = body;
    expect(parsed(activityCreateBodySchema, withoutSummaryDate).summary_date).toBeUndefined();
  });

  it('caps the body with the form messages and takes any subset on update', () => {
    const body = toActivityPayload(parsed(activityFormSchema, valid), null);
    expect(
      errorsOf(activityCreateBodySchema, {
        ...body,
        duration: 24.25,
        travel_time: 1441,
        activity_location: 'MOON',
        homework: 'x'.repeat(10_001),
        subject: '2',
      }),
    ).toEqual({
      duration: ['Varighet kan ikke være mer enn 24 timer'],
      travel_time: ['Reisetid kan ikke være mer enn 1440 minutter'],
      activity_location: ['Velg et sted'],
      homework: ['Teksten kan ikke være lengre enn 10000 tegn.'],
      subject: ['Velg et fag'],
    });
    expect(parsed(activityUpdateBodySchema, { summary_teacher: 'Bra' })).toEqual({
      summary_teacher: 'Bra',
    });
    expect(errorsOf(activityFormSchema, { ...valid, activity_location: '' })).toEqual({
      activity_location: ['Velg et sted'],
    });
  });
});
