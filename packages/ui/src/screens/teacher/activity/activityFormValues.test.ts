import { makeActivity } from '@portal/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { activityToFormValues, chosenStudentIds, emptyActivityForm } from './activityFormValues';

describe('activity form values', () => {
  it('starts a new activity at one hour with nothing chosen', () => {
    const blank = emptyActivityForm();
    expect(blank.duration).toBe(1);
    expect(blank.students).toEqual([]);
    expect(blank.subject).toBe('');
  });

  it('holds a saved activity with its student ids and a numeric duration', () => {
    const activity = makeActivity();
    const values = activityToFormValues(activity);
    expect(values.students).toEqual(activity.students.map((s) => s.id));
    expect(values.duration).toBe(Number(activity.duration));
    expect(values.summary_student).toBe(activity.summary_student);
  });

  it('reads chosen students as positive whole ids and drops anything else', () => {
    expect(chosenStudentIds(['3', 7, '', 'x', 0, -2, 1.5] as never)).toEqual([3, 7]);
    expect(chosenStudentIds(undefined as never)).toEqual([]);
  });
});
