import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { NO_ANSWER_DETAIL } from '../../feedback/toaster';

type Values = Record<string, string>;
type Errors<T extends Values> = Partial<Record<keyof T, string>>;

/** What a field of a sign-in page needs: spread onto the input, `error` onto its FormField. */
export interface PublicFieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  ref: (element: HTMLInputElement | null) => void;
  error: string | undefined;
}

/** The first message of each top-level field in a failed parse: the one the field shows. */
export function firstMessageByField<T extends Values>(issues: readonly z.core.$ZodIssue[]) {
  const errors: Errors<T> = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof T | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The form state of the three sign-in pages, which have two fields at most: react-hook-form's
 * 'onTouched' behaviour (a field shows its error once left, then on every change; submit shows
 * all and focuses the first invalid field), validated by the domain's zod schema loaded on first
 * use. Not react-hook-form itself: it and zod are the largest libraries the JavaScript for /login
 * would otherwise carry (the bundle budget, docs/portal.md); the areas' forms use useZodForm.
 */
export function usePublicForm<TIn extends Values, TOut>(
  defaultValues: TIn,
  loadSchema: () => Promise<z.ZodType<TOut, TIn>>,
) {
  const values = useRef(defaultValues);
  const [, rerender] = useState(0);
  const [errors, setErrors] = useState<Errors<TIn>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const touched = useRef(new Set<keyof TIn>());
  const inputs = useRef(new Map<keyof TIn, HTMLInputElement | null>());

  async function parse() {
    const schema = await loadSchema();
    return schema.safeParse(values.current);
  }

  async function revalidate(name: keyof TIn) {
    // A field left while the rules cannot load (no connection) shows nothing yet: submit says why.
    const result = await parse().catch(() => null);
    if (result === null) return;
    const message = result.success
      ? undefined
      : firstMessageByField<TIn>(result.error.issues)[name];
    setErrors((previous) => ({ ...previous, [name]: message }));
  }

  function field(name: keyof TIn & string): PublicFieldBinding {
    return {
      name,
      value: values.current[name] ?? '',
      error: errors[name],
      ref: (element) => {
        inputs.current.set(name, element);
      },
      onChange: (event) => {
        values.current = { ...values.current, [name]: event.target.value };
        rerender((n) => n + 1);
        if (touched.current.has(name)) void revalidate(name);
      },
      onBlur: () => {
        touched.current.add(name);
        void revalidate(name);
      },
    };
  }

  /**
   * Validates every field; on success calls `onValid` with the schema's output. When the rules'
   * file does not load (no connection), `formError` says so and the next submit tries again.
   */
  function handleSubmit(onValid: (output: TOut) => Promise<void> | void) {
    return async (event: FormEvent) => {
      event.preventDefault();
      setSubmitting(true);
      setFormError(null);
      try {
        const result = await parse().catch(() => null);
        if (result === null) {
          setFormError(NO_ANSWER_DETAIL);
          return;
        }
        for (const name of Object.keys(values.current)) touched.current.add(name);
        if (!result.success) {
          const next = firstMessageByField<TIn>(result.error.issues);
          setErrors(next);
          const firstInvalid = Object.keys(defaultValues).find((name) => next[name] !== undefined);
          if (firstInvalid) inputs.current.get(firstInvalid)?.focus();
          return;
        }
        setErrors({});
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    };
  }

  return { field, handleSubmit, isSubmitting, formError };
}

/**
 * Loads a schema once, however many validations ask for it. A load that failed (its file did not
 * arrive) is forgotten, so the next validation tries again instead of failing for good.
 */
export function lazySchema<TIn extends Values, TOut>(
  load: () => Promise<z.ZodType<TOut, TIn>>,
): () => Promise<z.ZodType<TOut, TIn>> {
  let loading: Promise<z.ZodType<TOut, TIn>> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
