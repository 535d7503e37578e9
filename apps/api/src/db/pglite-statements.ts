import type { PGlite } from '@electric-sql/pglite';
import { statementName } from './prepared';

/**
 * PGlite ignores statement names: every query, named or not, is parsed and planned again, and on
 * PGlite planning takes longer than running a list's page (2.4 ms a page of the teacher's
 * lessons, 1.0 ms as a prepared statement; docs/performance.md). So the texts `preparedShape`
 * names run here as SQL-level prepared statements: `PREPARE` once per database, then
 * `EXECUTE name('value', …)`. EXECUTE takes no protocol parameters, so the values go in as
 * quoted literals, which PostgreSQL reads as the types the statement gave its parameters. A value
 * that has no plain literal form (an array, an object) runs the query as it is.
 */
export const withPreparedStatements = (client: PGlite): PGlite => {
  const query = client.query.bind(client);
  // Name → its PREPARE (a promise, so concurrent first requests prepare once); false: it could
  // not be prepared (a parameter whose type PostgreSQL cannot tell), run as it is from then on.
  const prepared = new Map<string, Promise<boolean>>();
  const prepare = (name: string, text: string) => {
    let done = prepared.get(name);
    if (!done) {
      done = query(`PREPARE ${identifier(name)} AS ${text}`).then(
        () => true,
        () => false,
      );
      prepared.set(name, done);
    }
    return done;
  };
  client.query = (async (text: string, params?: unknown[], options?: object) => {
    const name = statementName(text);
    const values = name ? literals(params ?? []) : undefined;
    if (!name || values === undefined || !(await prepare(name, text)))
      return query(text, params, options);
    return query(`EXECUTE ${identifier(name)}${values}`, [], options);
  }) as PGlite['query'];
  return client;
};

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `('v1', 'v2')` (or '' for none), each value a quoted literal; undefined when one has none. */
const literals = (params: unknown[]): string | undefined => {
  const out: string[] = [];
  for (const value of params) {
    const literal = literalOf(value);
    if (literal === undefined) return undefined;
    out.push(literal);
  }
  return out.length ? `(${out.join(', ')})` : '';
};

// standard_conforming_strings is on (PostgreSQL's default): a quote is doubled, nothing else is
// special inside '…'.
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

const literalOf = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number') return Number.isFinite(value) ? quoted(String(value)) : undefined;
  if (typeof value === 'bigint') return quoted(String(value));
  if (typeof value === 'boolean') return value ? "'t'" : "'f'";
  if (value instanceof Date) return quoted(value.toISOString());
  return undefined;
};
