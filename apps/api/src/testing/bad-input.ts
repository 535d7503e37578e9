/** One malformed variant of a valid body, and the field its 400 must name. */
export type BadInputCase = { name: string; body: unknown; field: string };

const OVERSIZED = 'x'.repeat(100_000);
/** Past PostgreSQL's integer range: must be a 400, never a database error. */
const OUT_OF_RANGE = 3_000_000_000;

const wrongTypeFor = (value: unknown): unknown => {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'ikke et tall';
  if (typeof value === 'boolean') return 'kanskje';
  if (Array.isArray(value)) return 'ikke en liste';
  if (value && typeof value === 'object') return 'ikke et objekt';
  return { unexpected: true };
};

/**
 * Bad variants of a valid JSON body: each field missing and wrong-typed; strings oversized and with
 * a NUL character (PostgreSQL refuses it); numbers and number lists out of the integer range; lists
 * with too many items; plus one unknown field. Pass `optional` for fields that may be left out.
 */
export const badInputCases = (
  valid: Record<string, unknown>,
  options: { optional?: string[] } = {},
): BadInputCase[] => {
  const cases: BadInputCase[] = [];
  for (const [field, value] of Object.entries(valid)) {
    if (!options.optional?.includes(field)) {
      const { [field]: _removed, ...rest } = valid;
      cases.push({ name: `${field} missing`, body: rest, field });
    }
    cases.push({
      name: `${field} wrong type`,
      body: { ...valid, [field]: wrongTypeFor(value) },
      field,
    });
    if (typeof value === 'string') {
      cases.push({ name: `${field} oversized`, body: { ...valid, [field]: OVERSIZED }, field });
      cases.push({ name: `${field} with NUL`, body: { ...valid, [field]: 'a\u0000b' }, field });
    }
    if (typeof value === 'number') {
      cases.push({
        name: `${field} out of range`,
        body: { ...valid, [field]: OUT_OF_RANGE },
        field,
      });
    }
    if (Array.isArray(value)) {
      cases.push({
        name: `${field} too many items`,
        body: { ...valid, [field]: Array.from({ length: 1000 }, () => value[0]) },
        field,
      });
    }
    if (Array.isArray(value) && typeof value[0] === 'number') {
      cases.push({
        name: `${field} id out of range`,
        body: { ...valid, [field]: [OUT_OF_RANGE] },
        field: `${field}.0`,
      });
    }
  }
  cases.push({ name: 'unknown field', body: { ...valid, not_a_field: 1 }, field: 'not_a_field' });
  return cases;
};
