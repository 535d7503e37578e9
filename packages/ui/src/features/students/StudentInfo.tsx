import { DataList } from '@chakra-ui/react';
import type { StudentDetail } from '@portal/api-client';

type StudentProfile = StudentDetail['student'];

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '–' : String(value);

/** The student's info in an expanded student row ('Mine elever', the staff's 'Studentoversikt'). */
export function StudentInfo({ student }: { student: StudentProfile }) {
  const items: [string, string][] = [
    ['Alder', dash(student.age)],
    ['E-post', dash(student.email)],
    ['Telefon', dash(student.phone_number)],
    ['Adresse', dash(student.address)],
    ['Postnummer', dash(student.post_code)],
    ['Poststed', dash(student.post_code_area)],
    ['By', dash(student.city_name)],
    ['Kontaktperson', dash(student.contact_person_name)],
    ['Fag', student.subjects.length ? student.subjects.map((s) => s.subject_name).join(', ') : '–'],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
