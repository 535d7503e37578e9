import { DataList } from '@chakra-ui/react';
import type { StudentDetail } from '@portal/api-client/students';
import { orDash } from '../../format/orDash';

type StudentProfile = StudentDetail['student'];

/** The student's info in an expanded student row ('Mine elever', the staff's 'Studentoversikt'). */
export function StudentInfo({ student }: { student: StudentProfile }) {
  const items: [string, string][] = [
    ['Alder', orDash(student.age)],
    ['E-post', orDash(student.email)],
    ['Telefon', orDash(student.phone_number)],
    ['Adresse', orDash(student.address)],
    ['Postnummer', orDash(student.post_code)],
    ['Poststed', orDash(student.post_code_area)],
    ['By', orDash(student.city_name)],
    ['Kontaktperson', orDash(student.contact_person_name)],
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
