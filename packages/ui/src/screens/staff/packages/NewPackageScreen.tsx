import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCreatePackage, usePackageTypes } from '@portal/api-client/packages';
import { useStudentDetails } from '@portal/api-client/students';
import { formatKr, toPayloadDate } from '@portal/domain/format';
import { packagePrice, pricePerPayment } from '@portal/domain/package';
import { newPackageSchema, type NewPackageFormInput } from '@portal/domain/schemas';
import { useMemo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ActionButton } from '../../../feedback/ActionButton';
import { LOADING_LABEL } from '../../../feedback/LoadingState';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { DatePickerField } from '../../../form/DatePickerField';
import { NumberField } from '../../../form/NumberField';
import { SelectField } from '../../../form/SelectField';
import { setServerFieldErrors } from '../../../form/serverFieldErrors';
import { useZodForm } from '../../../form/useZodForm';
import { PageHeader } from '../../../layout/PageHeader';
import { StudentPicker, type StudentChoice } from './StudentPicker';
import {
  ADD_RECEIVER_HELP,
  ADD_RECEIVERS_HELP,
  CHOOSE_STUDENTS_FIRST,
  CREATE_FAILED,
  NO_RECEIVER_FOR_STUDENT,
  NO_RECEIVER_FOR_STUDENTS,
  PACKAGE_CREATED,
  RECEIVER_HELP,
  RECEIVERS_LOAD_ERROR,
} from './packageTexts';

export const NEW_PACKAGE_TITLE = 'Ny Pakke på Elev';
const FIELDS = [
  'date_sold',
  'package_type',
  'students',
  'invoice_receiver',
  'discount_percentage',
  'extra_price',
  'additional_hours_added',
  'number_of_payments',
] as const;

const blank = (now: Date): NewPackageFormInput => ({
  date_sold: toPayloadDate(now),
  package_type: '',
  students: [],
  invoice_receiver: '',
  discount_percentage: Number.NaN,
  extra_price: Number.NaN,
  additional_hours_added: Number.NaN,
  number_of_payments: Number.NaN,
});

const num = (v: unknown, fallback: number) => {
  const n = Number(v);
  return v === '' || v === null || v === undefined || Number.isNaN(n) ? fallback : n;
};

/**
 * What the receiver field says: why its select is empty, if it is (no students yet, their details
 * loading or failed, or nobody pays for them), and the help under it (the rule, or what to do when
 * nobody pays).
 */
const receiverHintOf = (
  studentCount: number,
  details: readonly { isPending: boolean; isError: boolean }[],
  receiverCount: number,
): { empty: string; help: string } => {
  if (studentCount === 0) return { empty: CHOOSE_STUDENTS_FIRST, help: RECEIVER_HELP };
  if (details.some((d) => d.isPending)) return { empty: LOADING_LABEL, help: RECEIVER_HELP };
  if (details.some((d) => d.isError)) return { empty: RECEIVERS_LOAD_ERROR, help: RECEIVER_HELP };
  if (receiverCount > 0) return { empty: '', help: RECEIVER_HELP };
  return studentCount === 1
    ? { empty: NO_RECEIVER_FOR_STUDENT, help: ADD_RECEIVER_HELP }
    : { empty: NO_RECEIVER_FOR_STUDENTS, help: ADD_RECEIVERS_HELP };
};

/**
 * /sales/new-package ('Ny Pakke på Elev', seed 001 §2, §5, §9): date sold, package type, the
 * students, the invoice receiver (one who pays for them), discount, extra price, extra hours and
 * payments; blanks default on submit; the price follows the domain's formula as you type. Saved,
 * it opens 'Pakkeoversikt' with the new package expanded.
 */
export function NewPackageScreen() {
  const navigate = useNavigate();
  const types = usePackageTypes();
  const [chosen, setChosen] = useState<StudentChoice[]>([]);
  const { control, handleSubmit, setError, setValue } = useZodForm(newPackageSchema, {
    defaultValues: blank(new Date()),
  });
  const { fieldState: studentsState } = useController({ control, name: 'students' });
  const details = useStudentDetails(chosen.map((s) => s.id));
  const receivers = useMemo(() => {
    const byId = new Map<number, string>();
    for (const d of details)
      for (const r of d.data?.invoice_receivers ?? []) byId.set(r.id, r.full_name);
    return [...byId].map(([value, label]) => ({ value, label }));
  }, [details]);
  const receiverHint = receiverHintOf(chosen.length, details, receivers.length);
  const [typeId, discount, extra, payments] = useWatch({
    control,
    name: ['package_type', 'discount_percentage', 'extra_price', 'number_of_payments'],
  });
  const type = types.data?.find((t) => t.id === Number(typeId));
  const price = packagePrice(type?.latest_price?.price ?? 0, num(discount, 0), num(extra, 0));
  const paymentCount = Math.max(1, Math.trunc(num(payments, 1)));

  const create = useCreatePackage({
    onSuccess: () => {
      showToast({ title: PACKAGE_CREATED, type: 'success' });
      void navigate('/sales/package-overview', { state: { open: true } });
    },
    onError: (error) => {
      setServerFieldErrors(error, FIELDS, setError);
      showErrorToast(error, { description: CREATE_FAILED });
    },
  });
  const save = handleSubmit((form) => create.mutate(form));

  const typeOptions = (types.data ?? []).map((t) => ({
    value: t.id,
    label: `${t.name}${t.latest_price ? ` – ${formatKr(t.latest_price.price)}` : ''}`,
  }));

  return (
    <Stack gap="4">
      <PageHeader title={NEW_PACKAGE_TITLE} />
      <Card.Root as="section" aria-label={NEW_PACKAGE_TITLE} maxW="3xl">
        <Card.Body>
          <form aria-label={NEW_PACKAGE_TITLE} onSubmit={(e) => void save(e)} noValidate>
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <DatePickerField control={control} name="date_sold" label="Salgsdato" required />
                <SelectField
                  control={control}
                  name="package_type"
                  label="Pakketype"
                  required
                  options={typeOptions}
                  placeholder="Velg pakketype"
                />
              </SimpleGrid>
              <StudentPicker
                value={chosen}
                error={studentsState.error?.message}
                onChange={(students) => {
                  setChosen(students);
                  setValue(
                    'students',
                    students.map((s) => s.id),
                    { shouldValidate: studentsState.isTouched || students.length > 0 },
                  );
                }}
              />
              <SelectField
                control={control}
                name="invoice_receiver"
                label="Fakturamottaker"
                required
                options={receivers}
                placeholder="Velg fakturamottaker"
                emptyText={receiverHint.empty}
                helperText={receiverHint.help}
              />
              <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="4">
                <NumberField
                  control={control}
                  name="discount_percentage"
                  label="Rabatt (%)"
                  placeholder="0"
                />
                <NumberField
                  control={control}
                  name="extra_price"
                  label="Ekstrapris (kr)"
                  placeholder="0"
                />
                <NumberField
                  control={control}
                  name="additional_hours_added"
                  label="Ekstra timer"
                  step={0.25}
                  placeholder="0"
                />
                <NumberField
                  control={control}
                  name="number_of_payments"
                  label="Antall betalinger"
                  placeholder="1"
                />
              </SimpleGrid>
              <Stack gap="1" aria-live="polite">
                <Text>
                  Pris: <strong>{formatKr(price)}</strong>
                </Text>
                {paymentCount > 1 ? (
                  <Text fontSize="sm" color="fg.muted">
                    {paymentCount} betalinger à {formatKr(pricePerPayment(price, paymentCount))}
                  </Text>
                ) : null}
              </Stack>
              <ActionButton
                type="submit"
                colorPalette="brand"
                alignSelf="start"
                loading={create.isPending}
              >
                Lagre pakke
              </ActionButton>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
