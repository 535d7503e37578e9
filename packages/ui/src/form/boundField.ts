import type { ReactNode } from 'react';
import {
  useController,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';

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

/** The props of the FormField or FieldGroup around a bound control. */
export interface BoundFieldFrame {
  label: ReactNode;
  helperText?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

export interface BoundField<T extends FieldValues, N extends FieldPath<T>> {
  field: Omit<ControllerRenderProps<T, N>, 'ref'>;
  ref: ControllerRenderProps<T, N>['ref'];
  error: string | undefined;
  fieldState: ControllerFieldState;
  frame: BoundFieldFrame;
}

/**
 * The controller of one bound field: its value and handlers (`field`, without the ref), the ref for
 * the focusable control, the schema's message, and `frame`, the props of the FormField or
 * FieldGroup around the control (label, helper text, error, required marker, disabled).
 */
export function useBoundField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
}: BoundFieldProps<T, N, TOut>): BoundField<T, N> {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name, disabled });
  const error = fieldState.error?.message;
  return {
    field,
    ref,
    error,
    fieldState,
    frame: { label, helperText, error, required, disabled },
  };
}

/** The props of a text-like input (Input, Textarea, PasswordInput) bound to a field; '' while empty. */
export function textInputBinding<T extends FieldValues, N extends FieldPath<T>>(
  field: BoundField<T, N>['field'],
  ref: BoundField<T, N>['ref'],
): {
  ref: BoundField<T, N>['ref'];
  name: N;
  value: string;
  onChange: BoundField<T, N>['field']['onChange'];
  onBlur: BoundField<T, N>['field']['onBlur'];
} {
  return {
    ref,
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
  };
}
