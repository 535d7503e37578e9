import { Button, Dialog, Field, Portal, Stack } from '@chakra-ui/react';
import { useTeacherSelf, useUpdateTeacher } from '@portal/api-client/teachers';
import { DEFAULT_TEACHER_STATUS, TEACHER_STATUS_OPTIONS } from '@portal/domain/reference';
import { showErrorToast } from '../../../feedback/toaster';
import { OptionSelect } from '../../../form/OptionSelect';
import { pageStart } from '../../../layout/pageFocus';

export const SAVED_DIALOG_TITLE = 'Aktivitet lagret';
export const SAVED_DIALOG_TEXT = 'Bekreft at opplysningene dine stemmer';
export const STATUS_LABEL = 'Status';
export const GO_TO_DASHBOARD = 'Gå til dashboard';
export const NEW_ACTIVITY_AGAIN = 'Lag ny aktivitet';

export interface ActivitySavedDialogProps {
  open: boolean;
  onGoToDashboard: () => void;
  onNewActivity: () => void;
}

/**
 * After a new activity is saved: the teacher confirms their own status (wants more students or
 * not), which saves at once, then goes to the dashboard or starts a new activity. A new activity
 * starts from the top of the emptied form: the focus goes to the page's h1, not back to 'Lagre
 * aktivitet' at its foot.
 */
export function ActivitySavedDialog({
  open,
  onGoToDashboard,
  onNewActivity,
}: ActivitySavedDialogProps) {
  const teacher = useTeacherSelf();
  const updateTeacher = useUpdateTeacher({
    onError: (error) => showErrorToast(error),
  });
  const pending = updateTeacher.isPending ? updateTeacher.variables?.status : undefined;
  const status = pending ?? teacher.data?.status ?? DEFAULT_TEACHER_STATUS;

  return (
    <Dialog.Root
      open={open}
      placement="center"
      closeOnInteractOutside={false}
      finalFocusEl={pageStart}
      onOpenChange={(details) => {
        if (!details.open) onGoToDashboard();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{SAVED_DIALOG_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>{SAVED_DIALOG_TEXT}</Dialog.Description>
                <Field.Root disabled={!teacher.data}>
                  <Field.Label>{STATUS_LABEL}</Field.Label>
                  <OptionSelect
                    disabled={!teacher.data}
                    options={TEACHER_STATUS_OPTIONS}
                    value={status}
                    onChange={(next) => {
                      if (teacher.data) updateTeacher.mutate({ id: teacher.data.id, status: next });
                    }}
                  />
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onGoToDashboard}>
                {GO_TO_DASHBOARD}
              </Button>
              <Button colorPalette="brand" onClick={onNewActivity}>
                {NEW_ACTIVITY_AGAIN}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
