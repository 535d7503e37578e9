import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageHeader } from '../../../layout/PageHeader';
import { NewStaffStudentForm } from './NewStaffStudentForm';
import { NewTeacherForm } from './NewTeacherForm';
import {
  NEW_EMPLOYEE_TEXT,
  NEW_RECEIVER_INFO,
  NEW_RECEIVER_INFO_TITLE,
  NEW_USER_KINDS,
  NEW_USER_TITLE,
  NEW_USER_TOGGLE_LABEL,
  type NewUserKind,
} from './newUserTexts';

function KindToggle({
  value,
  onChange,
}: {
  value: NewUserKind;
  onChange: (kind: NewUserKind) => void;
}) {
  return (
    <HStack role="group" aria-label={NEW_USER_TOGGLE_LABEL} gap="2" wrap="wrap">
      {NEW_USER_KINDS.map((kind) => {
        const active = kind.value === value;
        return (
          <Button
            key={kind.value}
            size="sm"
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'brand' : 'gray'}
            aria-pressed={active}
            onClick={() => onChange(kind.value)}
          >
            {kind.label}
          </Button>
        );
      })}
    </HStack>
  );
}

/**
 * /employee/new-user ('Ny bruker', seed 001 §2): a toggle between Ny lærer (POST user/teacher/),
 * Ny elev (the student and who pays), Ny fakturamottaker (only the text that receivers are made
 * with a student) and Ny ansatt ('kommer').
 */
export function NewUserScreen() {
  const [kind, setKind] = useState<NewUserKind>('teacher');
  return (
    <Stack gap="4" maxW="3xl" minW="0">
      <PageHeader title={NEW_USER_TITLE} />
      <KindToggle value={kind} onChange={setKind} />
      {kind === 'teacher' ? <NewTeacherForm /> : null}
      {kind === 'student' ? <NewStaffStudentForm /> : null}
      {kind === 'receiver' ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{NEW_RECEIVER_INFO_TITLE}</Alert.Title>
            <Alert.Description>{NEW_RECEIVER_INFO}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {kind === 'employee' ? <Text>{NEW_EMPLOYEE_TEXT}</Text> : null}
    </Stack>
  );
}
