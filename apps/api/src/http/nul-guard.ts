import type { MiddlewareHandler } from 'hono';
import { detail, messages, type ValidationErrors } from './errors';
import { jsonAnswer } from './json-answer';

/** PostgreSQL cannot store U+0000 in text; without this guard such a value would be a 500. */
export const NUL_MESSAGE = 'Teksten inneholder et ugyldig tegn (NUL).';

const hasNul = (s: string) => s.includes('\u0000');

// A form's fields are a few levels deep at most: a path is reported to this depth, and a body
// gets at most this many paths back.
const REPORTED_DEPTH = 8;
const REPORTED_PATHS = 50;

/**
 * Paths ('a.b.0') of the strings in a parsed JSON value that hold a NUL, cut at REPORTED_DEPTH.
 * Iterative, so a body nested thousands deep cannot overflow the stack; and below that depth a
 * value shares its parent's path instead of copying it, so the walk costs what the body's size
 * does. (Copying the whole path at every level made a body n deep cost n²: 60 KB of brackets
 * kept the API's thread busy for 30 s.)
 */
const nulPaths = (root: unknown): string[] => {
  const out = new Set<string>();
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  const under = (path: string[], key: string) =>
    path.length < REPORTED_DEPTH ? [...path, key] : path;
  while (stack.length > 0 && out.size < REPORTED_PATHS) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasNul(value)) out.add(path.join('.'));
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, path: under(path, String(i)) }));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        // A key with a NUL is reported under itself: it can only be an unknown field.
        if (hasNul(k)) out.add(under(path, k).join('.'));
        stack.push({ value: v, path: under(path, k) });
      }
    }
  }
  return [...out];
};

const toErrors = (fields: string[]): ValidationErrors =>
  Object.fromEntries(fields.map((f) => [f || 'non_field_errors', [NUL_MESSAGE]]));

/**
 * Refuses a NUL in a query parameter, a JSON body string or a multipart text field with
 * 400 {field: [message]}, before any route sees it.
 */
export const nulGuard: MiddlewareHandler = async (c, next) => {
  const query = c.req.queries();
  const badParams = Object.entries(query)
    .filter(([k, values]) => hasNul(k) || values.some(hasNul))
    .map(([k]) => k);
  if (badParams.length > 0) return jsonAnswer(c, toErrors(badParams), 400);

  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    const text = await c.req.text();
    // JSON writes a NUL as the escape \u0000; a body without it cannot hold one.
    if (text.includes('\\u0000')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return next(); // malformed JSON: the route's own parsing answers 400
      }
      const fields = nulPaths(parsed);
      if (fields.length > 0) return jsonAnswer(c, toErrors(fields), 400);
    }
  } else if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await c.req.formData(); // cached: the route reads the same form
    } catch {
      // No boundary, a wrong or unclosed one, a bad part header: nothing a route can read.
      return detail(c, 400, messages.malformedForm);
    }
    const fields = new Set<string>();
    for (const [k, v] of form.entries()) {
      if (hasNul(k) || (typeof v === 'string' && hasNul(v))) fields.add(k);
    }
    if (fields.size > 0) return jsonAnswer(c, toErrors([...fields]), 400);
  }
  return next();
};
