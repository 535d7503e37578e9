import { Button, Dialog, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCities } from '@portal/api-client/reference';
import { useUpdateTeacher, type StaffTeacher } from '@portal/api-client/teachers';
import { TEACHER_STATUS_OPTIONS } from '@portal/domain/reference';
import { teacherEditSchema, type TeacherEditFormInput } from '@portal/domain/schemas';
import { useEffect } from 'react';
import { ActionButton } from '../../../feedback/ActionButton';
import { cityOptions } from '../../../features/reference/referenceOptions';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { SelectField } from '../../../form/SelectField';
import { SwitchField } from '../../../form/SwitchField';
import { TextAreaField } from '../../../form/TextAreaField';
import { TextField } from '../../../form/TextField';
import { setServerFieldErrors } from '../../../form/serverFieldErrors';
import { useZodForm } from '../../../form/useZodForm';
import {
  ACTIVE_HELP,
  ACTIVE_LABEL,
  EDIT_TEACHER_LABEL,
  OUR_COMMENTS_LABEL,
  TEACHER_UPDATED,
  TEACHER_UPDATE_FAILED,
} from './teacherTexts';

const STATUS_OPTIONS = TEACHER_STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

/** The edit form's values of a teacher as the list has them. */
export function teacherEditValues(t: StaffTeacher): TeacherEditFormInput {
  return {
    first_name: t.first_name,
    last_name: t.last_name,
    email: t.email,
    phone_number: t.phone_number,
    address: t.address,
    post_code: t.post_code,
    post_code_area: t.post_code_area,
    city: t.city,
    teacher_slack_id: t.teacher_slack_id ?? '',
    visma_employment_id: t.visma_employment_id ?? '',
    our_comments: t.our_comments ?? '',
    status: t.status,
    is_active: t.is_active,
  };
}

const FIELDS = Object.keys(teacherEditSchema.shape);

/**
 * Staff's edit of a teacher (seed 001 §5): names required ('Fornavn er påkrevd', 'Etternavn er
 * påkrevd'), our_comments at most 255, an empty Visma id sent as null; status and active too.
 * The server's field messages show under their fields.
 */
export function TeacherEditDialog({
  teacher,
  onClose,
}: {
  teacher: StaffTeacher | null;
  onClose: () => void;
}) {
  const cities = useCities();
  const { control, handleSubmit, reset, setError, formState } = useZodForm(teacherEditSchema, {
    defaultValues: teacher ? teacherEditValues(teacher) : undefined,
  });
  useEffect(() => {
    if (teacher) reset(teacherEditValues(teacher));
  }, [teacher, reset]);
  const update = useUpdateTeacher({
    onSuccess: () => {
      showToast({ title: TEACHER_UPDATED, type: 'success' });
      onClose();
    },
    onError: (error) => {
      setServerFieldErrors(error, FIELDS, setError);
      showErrorToast(error, { description: TEACHER_UPDATE_FAILED });
    },
  });
  const save = handleSubmit(async (form) => {
    if (!teacher) return;
    await update.mutateAsync({ id: teacher.id, ...form }).catch(() => undefined);
  });
  const formId = `teacher-edit-${teacher?.id ?? 'none'}`;

  return (
    <Dialog.Root
      open={teacher !== null}
      onOpenChange={(details) => {
        if (!details.open && !update.isPending) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={!formState.isDirty}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{EDIT_TEACHER_LABEL}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} onSubmit={(event) => void save(event)} noValidate>
                <Stack gap="4">
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <TextField control={control} name="first_name" label="Fornavn" required />
                    <TextField control={control} name="last_name" label="Etternavn" required />
                    <TextField
                      control={control}
                      name="email"
                      label="E-post"
                      type="email"
                      required
                    />
                    <TextField control={control} name="phone_number" label="Telefon" type="tel" />
                    <TextField control={control} name="address" label="Adresse" />
                    <TextField control={control} name="post_code" label="Postnummer" />
                    <TextField control={control} name="post_code_area" label="Poststed" />
                    <SelectField
                      control={control}
                      name="city"
                      label="By"
                      placeholder="Velg by"
                      options={cityOptions(cities.data)}
                    />
                    <TextField control={control} name="teacher_slack_id" label="Slack-ID" />
                    <TextField
                      control={control}
                      name="visma_employment_id"
                      label="Visma Employment ID"
                    />
                    <SelectField
                      control={control}
                      name="status"
                      label="Status"
                      options={STATUS_OPTIONS}
                    />
                  </SimpleGrid>
                  <TextAreaField
                    control={control}
                    name="our_comments"
                    label={OUR_COMMENTS_LABEL}
                    rows={3}
                    helperText="Vises aldri for læreren. Høyst 255 tegn."
                  />
                  <SwitchField
                    control={control}
                    name="is_active"
                    label={ACTIVE_LABEL}
                    helperText={ACTIVE_HELP}
                  />
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={update.isPending} onClick={onClose}>
                Avbryt
              </Button>
              <ActionButton
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={update.isPending}
                closing={teacher === null}
              >
                Lagre
              </ActionButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
