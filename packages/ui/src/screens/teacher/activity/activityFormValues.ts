import type { Activity } from '@portal/api-client/activities';
import type { ActivityFormInput } from '@portal/domain/schemas';

/** What the form holds: the domain schema's input (ids may be '' until chosen). */
export type ActivityFormValues = ActivityFormInput;

/** A blank new activity: one hour, nothing chosen. */
export function emptyActivityForm(): ActivityFormValues {
  return {
    activity_category: '',
    students: [],
    subject: '',
    start_date_time: '',
    duration: 1,
    travel_time: '',
    activity_location: '',
    activity_plan: '',
    summary_teacher: '',
    summary_student: '',
    homework: '',
  };
}

/** The saved activity as form values (the edit form). */
export function activityToFormValues(activity: Activity): ActivityFormValues {
  return {
    activity_category: activity.activity_category,
    students: activity.students.map((student) => student.id),
    subject: activity.subject,
    start_date_time: activity.start_date_time,
    duration: Number(activity.duration),
    travel_time: activity.travel_time,
    activity_location: activity.activity_location,
    activity_plan: activity.activity_plan,
    summary_teacher: activity.summary_teacher,
    summary_student: activity.summary_student,
    homework: activity.homework,
  };
}

/** The chosen student ids as numbers (form values may hold numeric text). */
export function chosenStudentIds(students: ActivityFormValues['students']): number[] {
  return (Array.isArray(students) ? students : [])
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}
