import { Button, DataList, HStack, Heading, Stack, Tag, Text } from '@chakra-ui/react';
import type { StaffTeacher } from '@portal/api-client/teachers';
import { teacherStatusLabel } from '@portal/domain/reference';
import { MISSING_VISMA_ID } from '@portal/domain/salary';
import { LuPencil, LuStar } from 'react-icons/lu';
import { formatHoursShort } from '../../../features/students/hours';
import { NameList } from '../../../features/users/NameList';
import {
  EDIT_TEACHER_LABEL,
  NO_COMMENTS_TEXT,
  NO_STUDENTS_TEXT,
  OUR_COMMENTS_LABEL,
  yesNoUnknown,
} from './teacherTexts';
import { orDash } from '../../../format/orDash';

const file = (link: string | null) => (link ? 'Lastet opp' : 'Mangler');

/**
 * The expanded row of 'Læreroversikt' (seed 001 §3): the teacher's subjects (preferred ones
 * starred), students and staff's notes (`our_comments`), the profile, and 'Rediger lærer'.
 */
export function TeacherDetails({
  teacher,
  onEdit,
}: {
  teacher: StaffTeacher;
  onEdit: (teacher: StaffTeacher) => void;
}) {
  const address = [teacher.address, [teacher.post_code, teacher.post_code_area].join(' ').trim()]
    .filter(Boolean)
    .join(', ');
  const items: [string, string][] = [
    ['E-post', teacher.email],
    ['Telefon', orDash(teacher.phone_number)],
    ['Adresse', orDash(address)],
    ['By', orDash(teacher.city_name)],
    ['Alder', orDash(teacher.age)],
    ['Studium', orDash(teacher.field_of_study_name)],
    ['Status', teacherStatusLabel(teacher.status)],
    ['Har nettbrett', yesNoUnknown(teacher.owns_tablet)],
    ['VismaID', teacher.visma_employment_id ?? MISSING_VISMA_ID],
    ['Slack-ID', orDash(teacher.teacher_slack_id)],
    ['Timer siste 30 dager', formatHoursShort(teacher.hours_last_30_days)],
    ['Dager siden siste økt', orDash(teacher.days_since_last_session)],
    ['Politiattest', file(teacher.police_report_file)],
    ['Vitnemål', file(teacher.diploma_file)],
    ['Karakterutskrift', file(teacher.university_grades)],
  ];
  return (
    // On phones the row spans a table wider than the screen: keep the details within the screen.
    <Stack
      gap="5"
      py="2"
      minW="0"
      position="sticky"
      left="0"
      maxW={{ base: 'calc(100vw - 3.5rem)', md: 'full' }}
    >
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Heading as="h2" size="sm">
          {teacher.full_name}
        </Heading>
        <Button size="sm" variant="outline" onClick={() => onEdit(teacher)}>
          <LuPencil aria-hidden /> {EDIT_TEACHER_LABEL}
        </Button>
      </HStack>
      <Stack gap="2">
        <Heading as="h3" size="xs">
          Fag
        </Heading>
        {teacher.subjects.length ? (
          <HStack gap="2" wrap="wrap" role="list" aria-label="Fag">
            {teacher.subjects.map((s) => (
              <Tag.Root
                key={s.id}
                role="listitem"
                colorPalette={s.preferred_subject ? 'brand' : 'gray'}
              >
                {s.preferred_subject ? (
                  <Tag.StartElement>
                    <LuStar aria-label="Foretrukket" />
                  </Tag.StartElement>
                ) : null}
                <Tag.Label>{s.subject_name}</Tag.Label>
              </Tag.Root>
            ))}
          </HStack>
        ) : (
          <Text color="fg.muted">–</Text>
        )}
      </Stack>
      <NameList title="Elever" people={teacher.students} emptyText={NO_STUDENTS_TEXT} />
      <Stack gap="2">
        <Heading as="h3" size="xs">
          {OUR_COMMENTS_LABEL}
        </Heading>
        <Text whiteSpace="pre-wrap" color={teacher.our_comments ? undefined : 'fg.muted'}>
          {teacher.our_comments || NO_COMMENTS_TEXT}
        </Text>
      </Stack>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue minW="0" overflowWrap="anywhere">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
