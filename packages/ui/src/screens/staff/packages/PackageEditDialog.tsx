import { Button, Dialog, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useUpdatePackage, type Package } from '@portal/api-client/packages';
import { formatKr } from '@portal/domain/format';
import { packagePrice } from '@portal/domain/package';
import { packageEditSchema, type PackageEditFormInput } from '@portal/domain/schemas';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ActionButton } from '../../../feedback/ActionButton';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { CheckboxField } from '../../../form/CheckboxField';
import { NumberField } from '../../../form/NumberField';
import { TextAreaField } from '../../../form/TextAreaField';
import { setServerFieldErrors } from '../../../form/serverFieldErrors';
import { useZodForm } from '../../../form/useZodForm';
import { PACKAGE_UPDATED, UPDATE_FAILED } from './packageTexts';
import { StudentPicker, type StudentChoice } from './StudentPicker';

export const EDIT_PACKAGE_TITLE = 'Rediger pakke';
export const REACTIVATE_LABEL = 'Reaktiver pakken (gyldig 12 måneder fra i dag)';

const formOf = (pkg: Package): PackageEditFormInput => ({
  description: pkg.description,
  comment_for_invoice: pkg.comment_for_invoice ?? '',
  additional_hours_added: Number(pkg.additional_hours_added ?? 0),
  extra_price: Number(pkg.extra_price ?? 0),
  discount_percentage: Number(pkg.discount_percentage ?? 0),
  reactivate_package: false,
  add_students: [],
});
const FIELDS = Object.keys(formOf({} as Package));

/**
 * Package edit (seed 001 §2, §5): description and invoice comment (at most 255), extra hours and
 * price (at least 0), discount (0 to 100), and for an expired package 'Reaktiver'. The price
 * follows the domain's formula as the fields change. Blank numbers save as 0.
 */
export function PackageEditDialog({ pkg, onClose }: { pkg: Package | null; onClose: () => void }) {
  const { control, handleSubmit, reset, setError, setValue } = useZodForm(packageEditSchema, {
    defaultValues: pkg ? formOf(pkg) : undefined,
  });
  // The students being added belong to the package they were chosen for.
  const [picked, setPicked] = useState<{ pkgId: number; students: StudentChoice[] } | null>(null);
  const adding = picked && picked.pkgId === pkg?.id ? picked.students : [];
  useEffect(() => {
    if (pkg) reset(formOf(pkg));
  }, [pkg, reset]);
  const [discount, extra] = useWatch({ control, name: ['discount_percentage', 'extra_price'] });
  const update = useUpdatePackage({
    onSuccess: () => {
      showToast({ title: PACKAGE_UPDATED, type: 'success' });
      onClose();
    },
    onError: (error) => {
      setServerFieldErrors(error, FIELDS, setError);
      showErrorToast(error, { description: UPDATE_FAILED });
    },
  });
  const save = handleSubmit((form) => {
    if (!pkg) return;
    update.mutate({ id: pkg.id, patch: form });
  });
  const price =
    pkg === null
      ? 0
      : packagePrice(
          pkg.package_type_price ?? 0,
          Number.isNaN(Number(discount)) ? 0 : Number(discount ?? 0),
          Number.isNaN(Number(extra)) ? 0 : Number(extra ?? 0),
        );

  return (
    <Dialog.Root
      open={pkg !== null}
      onOpenChange={(d) => {
        if (!d.open && !update.isPending) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{EDIT_PACKAGE_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id="package-edit-form" onSubmit={(e) => void save(e)} noValidate>
                <Stack gap="4">
                  <Text fontWeight="semibold">
                    {pkg?.name} – {pkg?.students.map((s) => s.full_name).join(', ')}
                  </Text>
                  <StudentPicker
                    label="Legg til elever"
                    required={false}
                    exclude={pkg?.students.map((s) => s.id) ?? []}
                    value={adding}
                    onChange={(students) => {
                      if (pkg) setPicked({ pkgId: pkg.id, students });
                      setValue(
                        'add_students',
                        students.map((s) => s.id),
                      );
                    }}
                  />
                  <TextAreaField
                    control={control}
                    name="description"
                    label="Beskrivelse"
                    rows={2}
                  />
                  <TextAreaField
                    control={control}
                    name="comment_for_invoice"
                    label="Kommentar til faktura"
                    rows={2}
                  />
                  <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
                    <NumberField
                      control={control}
                      name="additional_hours_added"
                      label="Ekstra timer"
                      step={0.25}
                    />
                    <NumberField control={control} name="extra_price" label="Ekstrapris (kr)" />
                    <NumberField control={control} name="discount_percentage" label="Rabatt (%)" />
                  </SimpleGrid>
                  <Text aria-live="polite">
                    Pris: <strong>{formatKr(price)}</strong>
                  </Text>
                  {pkg?.is_expired ? (
                    <CheckboxField
                      control={control}
                      name="reactivate_package"
                      label={REACTIVATE_LABEL}
                    />
                  ) : null}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={update.isPending}>
                Avbryt
              </Button>
              <ActionButton
                type="submit"
                form="package-edit-form"
                colorPalette="brand"
                loading={update.isPending}
                closing={pkg === null}
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
