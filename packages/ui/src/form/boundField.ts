import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';

/**
 * Props every form-bound field shares. `control` may be left out inside a react-hook-form
 * FormProvider. TOut is the schema's output type (useZodForm's third type parameter).
 */
export type BoundFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = Pick<
  UseControllerProps<T, N, TOut>,
  'control' | 'name'
> & {
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};
