import { Button, Dialog, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCreateIssue, useUpdateIssue, type Issue } from '@portal/api-client/issues';
import { ISSUE_CATEGORIES, ISSUE_PRIORITIES, ISSUE_STATES } from '@portal/domain/issue';
import { issueCreateSchema, issueEditSchema, type IssueEditForm } from '@portal/domain/schemas';
import { useEffect } from 'react';
import type { z } from 'zod';
import { ActionButton } from '../../../feedback/ActionButton';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { NumberField } from '../../../form/NumberField';
import { SelectField } from '../../../form/SelectField';
import { TextAreaField } from '../../../form/TextAreaField';
import { TextField } from '../../../form/TextField';
import { setServerFieldErrors } from '../../../form/serverFieldErrors';
import { useZodForm } from '../../../form/useZodForm';
import { DeveloperPicker } from './DeveloperPicker';
import {
  EDIT_ISSUE_TITLE,
  ISSUE_CREATED,
  ISSUE_UPDATED,
  NEW_ISSUE_LABEL,
  SAVE_LABEL,
} from './issueTexts';
import { emptyIssueForm, issueFormOf, issuePayload, type IssueFormValues } from './issueFormValues';

const CATEGORY_OPTIONS = ISSUE_CATEGORIES.map((c) => ({ value: c.value, label: c.label }));
const PRIORITY_OPTIONS = ISSUE_PRIORITIES.map((p) => ({ value: p.value, label: p.label }));
const STATE_OPTIONS = ISSUE_STATES.map((s) => ({ value: s.value, label: s.label }));
const FORM_FIELDS = Object.keys(emptyIssueForm()) as (keyof IssueFormValues)[];

export interface IssueFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The issue to edit; null adds a new one. */
  issue: Issue | null;
  /** The issue as the API saved it. */
  onSaved?: (issue: Issue) => void;
  /**
   * Where the focus goes when the dialog closes, if not back to what had it when it opened (that
   * may be gone: the details dialog's 'Rediger'). Null keeps the default.
   */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * 'Ny issue' and 'Rediger issue': the seed's fields and rules (create: estimate 1 to 255; edit:
 * 0 to 255). Saving refreshes the board and closes the dialog; a refusal shows under its field.
 */
export function IssueFormDialog({
  open,
  onOpenChange,
  issue,
  onSaved,
  finalFocusEl,
}: IssueFormDialogProps) {
  // The two schemas share their input; the edit schema's output is the wider of the two.
  const schema = (issue ? issueEditSchema : issueCreateSchema) as z.ZodType<
    IssueEditForm,
    IssueFormValues
  >;
  const { control, handleSubmit, reset, setError, formState } = useZodForm(schema, {
    defaultValues: issue ? issueFormOf(issue) : emptyIssueForm(),
  });
  useEffect(() => {
    if (open) reset(issue ? issueFormOf(issue) : emptyIssueForm());
  }, [open, issue, reset]);

  const onError = (error: unknown) => {
    setServerFieldErrors(error, FORM_FIELDS, setError);
    showErrorToast(error);
  };
  const done = (title: string, saved: Issue) => {
    showToast({ title, type: 'success' });
    onSaved?.(saved);
    onOpenChange(false);
  };
  const create = useCreateIssue({ onSuccess: (saved) => done(ISSUE_CREATED, saved), onError });
  const update = useUpdateIssue({ onSuccess: (saved) => done(ISSUE_UPDATED, saved), onError });
  const saving = create.isPending || update.isPending;

  const save = handleSubmit(async (form) => {
    const body = issuePayload(form);
    if (issue) await update.mutateAsync({ id: issue.id, patch: body }).catch(() => undefined);
    else await create.mutateAsync(body).catch(() => undefined);
  });
  const formId = issue ? `issue-form-${issue.id}` : 'issue-form-new';
  const current =
    issue?.developer != null && issue.developer_name
      ? { id: issue.developer, full_name: issue.developer_name }
      : null;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!saving) onOpenChange(details.open);
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={!formState.isDirty}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{issue ? EDIT_ISSUE_TITLE : NEW_ISSUE_LABEL}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} onSubmit={(event) => void save(event)} noValidate>
                <Stack gap="4">
                  <TextField
                    control={control}
                    name="title"
                    label="Tittel"
                    required
                    maxLength={300}
                  />
                  <TextAreaField
                    control={control}
                    name="description"
                    label="Beskrivelse"
                    required
                    rows={3}
                  />
                  <TextAreaField control={control} name="details" label="Detaljer" rows={3} />
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <SelectField
                      control={control}
                      name="category"
                      label="Kategori"
                      required
                      options={CATEGORY_OPTIONS}
                      placeholder="Velg kategori"
                    />
                    <SelectField
                      control={control}
                      name="priority"
                      label="Prioritet"
                      required
                      options={PRIORITY_OPTIONS}
                      placeholder="Velg prioritet"
                    />
                    <NumberField
                      control={control}
                      name="estimate"
                      label="Estimat (timer)"
                      required
                      step={0.5}
                    />
                    {issue ? (
                      <SelectField
                        control={control}
                        name="state"
                        label="Status"
                        required
                        options={STATE_OPTIONS}
                      />
                    ) : null}
                  </SimpleGrid>
                  <DeveloperPicker control={control} current={current} />
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
                Avbryt
              </Button>
              <ActionButton
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={saving}
                closing={!open}
              >
                {SAVE_LABEL}
              </ActionButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
