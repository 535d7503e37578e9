/** The rows of `db.execute(sql...)`: both drivers (node-postgres and PGlite) answer `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
