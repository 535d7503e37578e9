import { useEffect, useRef, useState } from 'react';
import { Box, Button, Stack } from '@chakra-ui/react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  useCreateActivity,
  useDeleteActivity,
  useUpdateActivity,
  type Activity,
} from '@portal/api-client/activities';
import { type Subject } from '@portal/api-client/reference';
import { type Student } from '@portal/api-client/students';
import { type ActivityForm as ActivityFormOutput } from '@portal/domain';
import {
  applyFutureStartRule,
  commonSubjects,
  DURATION_CONFIRM_CANCEL,
  DURATION_CONFIRM_SAVE,
  durationConfirmationMessage,
  durationNeedsConfirmation,
  emptiedSummaryErrors,
  subjectPlaceholder,
  summariesDisabled,
  summaryDateOnSave,
} from '@portal/domain/activity';
import { isLocationCode, isNoTravelLocation, LOCATION_OPTIONS } from '@portal/domain/reference';
import { activityFormSchema, toActivityPayload } from '@portal/domain/schemas';
import { ActionButton } from '../../../feedback/ActionButton';
import { ConfirmDialog } from '../../../feedback/ConfirmDialog';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { DateTimePickerField } from '../../../form/DateTimePickerField';
import { DraftRestoredNotice } from '../../../form/DraftRestoredNotice';
import { DurationPickerField } from '../../../form/DurationPickerField';
import { MultiSelectField } from '../../../form/MultiSelectField';
import { NumberField } from '../../../form/NumberField';
import { RadioGroupField } from '../../../form/RadioGroupField';
import { SelectField } from '../../../form/SelectField';
import { TextAreaField } from '../../../form/TextAreaField';
import { setServerFieldErrors } from '../../../form/serverFieldErrors';
import { useFormDraft } from '../../../form/useFormDraft';
import { useZodForm } from '../../../form/useZodForm';
import { useSignedInUserId } from '../../../session/SessionProvider';
import type { ActivityCategory, ActivityLocation } from '@portal/api-client/reference';
import { activityDraftName } from '../../../features/activities/activityDraft';
import { ActivitySavedDialog } from './ActivitySavedDialog';
import {
  activityToFormValues,
  chosenStudentIds,
  emptyActivityForm,
  type ActivityFormValues,
} from './activityFormValues';
import { NewSubjectBlock } from './NewSubjectBlock';
import { RemainingHoursCards, type StudentHours } from './RemainingHoursCards';
import { SummarySection } from './SummarySection';

export const SAVE_ACTIVITY = 'Lagre aktivitet';
export const DELETE_ACTIVITY = 'Slett aktivitet';
export const DELETE_CONFIRM_TITLE = 'Vil du slette aktiviteten?';
export const DELETE_CONFIRM_TEXT = 'Aktiviteten slettes for godt.';
export const ACTIVITY_UPDATED = 'Aktivitet er oppdatert';
export const ACTIVITY_DELETED = 'Aktivitet er slettet';
export const DASHBOARD_PATH = '/teacher/dashboard';

export interface ActivityFormProps {
  /** The saved activity in edit mode; absent for a new one. */
  activity?: Activity;
  categories: readonly ActivityCategory[];
  locations: readonly ActivityLocation[];
  subjects: readonly Subject[];
  /** The teacher's own active students. */
  students: readonly Student[];
}

/** The activity form in the seed's field order (seed 000 §2, §4, §5), new or edit mode. */
export function ActivityForm({
  activity,
  categories,
  locations,
  subjects,
  students,
}: ActivityFormProps) {
  const isEdit = activity !== undefined;
  const navigate = useNavigate();
  const form = useZodForm(activityFormSchema, {
    defaultValues: activity ? activityToFormValues(activity) : emptyActivityForm(),
  });
  const { control, setValue, getValues, setError, reset, handleSubmit } = form;
  // What the teacher types is kept until it is saved: an expired session sends the page to /login,
  // and a summary written on a phone must not be lost with it.
  const draft = useFormDraft(form, useSignedInUserId(), activityDraftName(activity?.id));
  const [confirmingDuration, setConfirmingDuration] = useState<ActivityFormOutput | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [savedOpen, setSavedOpen] = useState(false);

  const [studentValue, subjectValue, start, location, duration] = useWatch({
    control,
    name: ['students', 'subject', 'start_date_time', 'activity_location', 'duration'],
  });
  const now = new Date();
  const chosenIds = chosenStudentIds(studentValue);
  const chosenStudents = chosenIds
    .map((id) => students.find((student) => student.id === id))
    .filter((student): student is Student => student !== undefined);

  // Subjects every chosen student has; in edit mode the saved subject stays a choice.
  const subjectById = new Map(subjects.map((subject) => [subject.id, subject]));
  const common = commonSubjects(
    chosenStudents.map((student) =>
      student.subjects.map((id) => ({ id, name: subjectById.get(id)?.subject_name ?? '' })),
    ),
  ).filter((subject) => subject.name !== '');
  const subjectOptions = common.map((subject) => ({ value: subject.id, label: subject.name }));
  if (activity && !subjectOptions.some((option) => option.value === activity.subject)) {
    subjectOptions.push({ value: activity.subject, label: activity.subject_details });
  }
  const placeholder = subjectPlaceholder(
    isEdit ? Math.max(1, chosenIds.length) : chosenIds.length,
    subjectOptions.length,
  );

  const noTravel = isNoTravelLocation(typeof location === 'string' ? location : '');
  const futureStart = typeof start === 'string' && start !== '' && summariesDisabled(start, now);

  // When the chosen students change, a subject they no longer share is cleared. Only then: a
  // subject just registered on the students is chosen before the refetched lists arrive.
  const studentsKey = chosenIds.join(',');
  const checkedStudentsKey = useRef(studentsKey);
  useEffect(() => {
    if (checkedStudentsKey.current === studentsKey) return;
    checkedStudentsKey.current = studentsKey;
    if (subjectValue === '' || subjectValue === null || subjectValue === undefined) return;
    if (!subjectOptions.some((option) => option.value === Number(subjectValue)))
      setValue('subject', '');
  });
  // INTERNET and CAMPUS: no travel.
  useEffect(() => {
    if (noTravel && getValues('travel_time') !== 0)
      setValue('travel_time', 0, { shouldValidate: true });
  }, [noTravel, getValues, setValue]);
  // A future start clears both summaries and the homework.
  useEffect(() => {
    if (!futureStart) return;
    for (const field of ['summary_teacher', 'summary_student', 'homework'] as const) {
      if (getValues(field) !== '') setValue(field, '');
    }
  }, [futureStart, getValues, setValue]);

  const studentHours: StudentHours[] = (
    isEdit
      ? activity.students.map((ref) => students.find((s) => s.id === ref.id) ?? null)
      : chosenStudents
  )
    .filter((student): student is Student => student !== null)
    .map((student) => ({
      id: student.id,
      full_name: student.full_name,
      // The saved activity already drew its hours; editing it may spend them again.
      remaining:
        Number(student.number_of_hours_remaining_in_packages) +
        (isEdit ? Number(activity.duration) : 0),
    }));

  const studentOptions = isEdit
    ? activity.students.map((student) => ({ value: student.id, label: student.full_name }))
    : students.map((student) => ({ value: student.id, label: student.full_name }));
  const categoryOptions = categories.map((category) => ({
    value: category.id,
    label: category.name,
  }));
  const locationOptions = (
    locations.length > 0
      ? locations.map((l) => ({ value: l.code, label: l.label }))
      : LOCATION_OPTIONS
  ).map((option) => ({ value: option.value, label: option.label }));

  const onSaveError = (error: unknown) => {
    setServerFieldErrors(error, Object.keys(emptyActivityForm()), setError);
    showErrorToast(error);
  };
  const createActivity = useCreateActivity({
    onSuccess: () => {
      draft.forget();
      setSavedOpen(true);
    },
    onError: onSaveError,
  });
  const updateActivity = useUpdateActivity({
    onSuccess: () => {
      draft.forget();
      showToast({ title: ACTIVITY_UPDATED, type: 'success' });
      void navigate(DASHBOARD_PATH);
    },
    onError: onSaveError,
  });
  const deleteActivity = useDeleteActivity();

  async function save(values: ActivityFormOutput) {
    const ruled = applyFutureStartRule(values, values.start_date_time, new Date());
    const summaryDate = summaryDateOnSave(ruled, activity?.summary_date, new Date());
    const { activity_location, ...rest } = toActivityPayload(ruled, summaryDate);
    // The schema checked a location was chosen; the API takes only its known codes.
    if (!isLocationCode(activity_location))
      throw new Error(`Unknown location ${activity_location}`);
    const payload = { ...rest, activity_location };
    if (activity) await updateActivity.mutateAsync({ id: activity.id, ...payload });
    // The draft's save key, the same for every press until the lesson is saved (also from a draft
    // restored after a reload): a save sent again after its answer was lost (a phone's
    // connection) gets the lesson the first one made.
    else await createActivity.mutateAsync({ body: payload, requestKey: draft.saveKey() });
  }

  const onValid = async () => {
    // Disabled fields (locked category and students, zeroed travel) are left out of handleSubmit's
    // values, so the whole form is read again; the resolver has already accepted it.
    const values = activityFormSchema.parse(getValues());
    const emptied = emptiedSummaryErrors(activity ?? {}, values);
    const emptiedFields = Object.entries(emptied) as [keyof typeof emptied, string][];
    if (emptiedFields.length > 0) {
      for (const [field, message] of emptiedFields)
        setError(field, { message }, { shouldFocus: true });
      return;
    }
    if (durationNeedsConfirmation(values.duration)) {
      setConfirmingDuration(values);
      return;
    }
    await save(values).catch(() => undefined);
  };

  const startNewActivity = () => {
    reset(emptyActivityForm());
    setSavedOpen(false);
  };

  const saving = createActivity.isPending || updateActivity.isPending;

  return (
    <FormProvider {...form}>
      <Box asChild maxW="3xl">
        <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <Stack gap="5">
            {draft.restored && <DraftRestoredNotice onDiscard={draft.discard} />}
            <SelectField<ActivityFormValues, 'activity_category'>
              name="activity_category"
              label="Kategori"
              options={categoryOptions}
              placeholder="Velg kategori"
              required
              disabled={isEdit}
            />
            <MultiSelectField<ActivityFormValues, 'students'>
              name="students"
              label="Elever"
              options={studentOptions}
              emptyText="Du har ingen aktive elever"
              required
              disabled={isEdit}
            />
            <SelectField<ActivityFormValues, 'subject'>
              name="subject"
              label="Fag"
              options={subjectOptions}
              placeholder={placeholder}
              emptyText={placeholder}
              required
            />
            {!isEdit && (
              <NewSubjectBlock
                students={chosenStudents}
                subjects={subjects}
                onAdded={(id) => setValue('subject', id, { shouldValidate: true })}
              />
            )}
            <DateTimePickerField<ActivityFormValues, 'start_date_time'>
              name="start_date_time"
              label="Dato"
              timeLabel="Starttid"
              required
            />
            <DurationPickerField<ActivityFormValues, 'duration'>
              name="duration"
              label="Varighet"
              required
            />
            <RemainingHoursCards
              students={studentHours}
              duration={typeof duration === 'number' ? duration : null}
            />
            <NumberField<ActivityFormValues, 'travel_time'>
              name="travel_time"
              label="Reisetid i minutter (én vei)"
              min={0}
              required
              disabled={noTravel}
              helperText={
                noTravel ? 'Ingen reisetid for digitale økter og økter på campus' : undefined
              }
            />
            <RadioGroupField<ActivityFormValues, 'activity_location'>
              name="activity_location"
              label="Sted"
              options={locationOptions}
              required
            />
            <TextAreaField<ActivityFormValues, 'activity_plan'>
              name="activity_plan"
              label="Plan for økten"
            />
            <SummarySection disabled={futureStart} />
            <Stack
              direction={{ base: 'column-reverse', sm: 'row' }}
              justify="space-between"
              gap="3"
              pt="2"
            >
              {isEdit ? (
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setConfirmingDelete(true)}
                >
                  {DELETE_ACTIVITY}
                </Button>
              ) : (
                <span />
              )}
              <ActionButton type="submit" colorPalette="brand" loading={saving}>
                {SAVE_ACTIVITY}
              </ActionButton>
            </Stack>
          </Stack>
        </form>
      </Box>

      <ConfirmDialog
        open={confirmingDuration !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmingDuration(null);
        }}
        title={confirmingDuration ? durationConfirmationMessage(confirmingDuration.duration) : ''}
        cancelLabel={DURATION_CONFIRM_CANCEL}
        confirmLabel={DURATION_CONFIRM_SAVE}
        onConfirm={() => (confirmingDuration ? save(confirmingDuration) : undefined)}
      />
      {activity && (
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={DELETE_CONFIRM_TITLE}
          body={DELETE_CONFIRM_TEXT}
          confirmLabel={DELETE_ACTIVITY}
          destructive
          onConfirm={async () => {
            try {
              await deleteActivity.mutateAsync(activity.id);
            } catch (error) {
              showErrorToast(error);
              throw error;
            }
            draft.forget();
            showToast({ title: ACTIVITY_DELETED, type: 'success' });
            void navigate(DASHBOARD_PATH);
          }}
        />
      )}
      <ActivitySavedDialog
        open={savedOpen}
        onGoToDashboard={() => {
          setSavedOpen(false);
          void navigate(DASHBOARD_PATH);
        }}
        onNewActivity={startNewActivity}
      />
    </FormProvider>
  );
}
