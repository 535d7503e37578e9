// The name of an activity form's draft (form/useFormDraft): the form writes it, the teacher
// dashboard reads it back to lead to that form.

const NEW_ACTIVITY_DRAFT = 'activity.new';

/** 'activity.new' for the new form, 'activity.<id>' for the activity being edited. */
export function activityDraftName(id?: number): string {
  return id === undefined ? NEW_ACTIVITY_DRAFT : `activity.${id}`;
}

/** Which activity form a draft name is of: 'new', an activity's id, or null (another form's). */
export function activityOfDraft(name: string): 'new' | number | null {
  if (name === NEW_ACTIVITY_DRAFT) return 'new';
  const id = /^activity\.(\d+)$/.exec(name)?.[1];
  return id === undefined ? null : Number(id);
}
