// PATCH bodies: every field optional, and an absent field stays absent. A plain .partial() is not
// enough: zod 4 still fills in .default() values for absent keys under .optional(), and a PATCH
// must not overwrite fields it did not send with blank defaults. Present blanks are still read as
// the form reads them ('' -> 0 for package numbers, '' -> null for a Visma id ...).
import { z } from 'zod';

function withoutDefault(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodDefault) return field.unwrap() as z.ZodType;
  if (field instanceof z.ZodPipe && field.in instanceof z.ZodDefault) {
    return (field.in.unwrap() as z.ZodType).pipe(field.out as z.ZodType);
  }
  return field;
}

/** The shape of a PATCH schema: each field optional, typed by the form field's input and output. */
export type PatchShape<Shape extends z.ZodRawShape> = {
  [K in keyof Shape]: z.ZodOptional<z.ZodType<z.output<Shape[K]>, z.input<Shape[K]>>>;
};

/** The PATCH schema of a form's object schema: same rules, all fields optional, no defaults. */
export function patchSchemaOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): z.ZodObject<PatchShape<Shape>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      withoutDefault(field as z.ZodType).optional(),
    ]),
  );
  // The runtime object has exactly these keys; the cast names their types.
  return z.object(shape) as unknown as z.ZodObject<PatchShape<Shape>>;
}
