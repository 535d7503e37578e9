import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type UseZodFormOptions<TIn extends FieldValues, TOut> = Omit<
  UseFormProps<TIn, unknown, TOut>,
  'resolver'
>;

/**
 * react-hook-form validated by a zod schema of @portal/domain. Errors show after a field is left
 * (then on every change), and all of them on submit; handleSubmit receives the schema's output.
 */
export function useZodForm<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  options: UseZodFormOptions<TIn, TOut> = {},
): UseFormReturn<TIn, unknown, TOut> {
  return useForm<TIn, unknown, TOut>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
}
