import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that validates with a domain zod schema loaded on first use. The
 * form renders at once; zod, the schema and the zod resolver arrive with the first blur or submit,
 * which keeps them out of the JavaScript needed to show /login (the bundle budget).
 */
export function lazyZodResolver<TIn extends FieldValues, TOut>(
  loadSchema: () => Promise<z.ZodType<TOut, TIn>>,
): Resolver<TIn, unknown, TOut> {
  let ready: Promise<Resolver<TIn, unknown, TOut>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<TIn, unknown, TOut>,
    );
    return (await ready)(values, context, options);
  };
}
