import { Heading, Stack, Text } from '@chakra-ui/react';
import { TextAreaField } from '../../../form/TextAreaField';
import type { ActivityFormValues } from './activityFormValues';

export const SUMMARY_SECTION_TITLE = 'For økter som allerede er gjennomført';
export const SUMMARY_TEACHER_LABEL = 'Oppsummering for drift (ikke synlig for eleven)';
export const SUMMARY_STUDENT_LABEL = 'Oppsummering for eleven (synlig for eleven)';
export const HOMEWORK_LABEL = 'Lekser';
export const FUTURE_START_NOTE = 'Oppsummering og lekser fylles ut når økten er gjennomført.';

/** Teacher summary, student summary and homework: disabled (and cleared) for a future start. */
export function SummarySection({ disabled }: { disabled: boolean }) {
  return (
    <Stack as="section" aria-labelledby="summary-section-title" gap="4">
      <Heading as="h2" size="sm" id="summary-section-title">
        {SUMMARY_SECTION_TITLE}
      </Heading>
      {disabled && (
        <Text textStyle="sm" color="fg.muted">
          {FUTURE_START_NOTE}
        </Text>
      )}
      <TextAreaField<ActivityFormValues, 'summary_teacher'>
        name="summary_teacher"
        label={SUMMARY_TEACHER_LABEL}
        disabled={disabled}
      />
      <TextAreaField<ActivityFormValues, 'summary_student'>
        name="summary_student"
        label={SUMMARY_STUDENT_LABEL}
        disabled={disabled}
      />
      <TextAreaField<ActivityFormValues, 'homework'>
        name="homework"
        label={HOMEWORK_LABEL}
        disabled={disabled}
      />
    </Stack>
  );
}
