import { aliasedTable, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { issues, users } from '../../db/schema/index';
import { fullNameSql } from '../../http/list-query';

const developers = aliasedTable(users, 'developers');
const authors = aliasedTable(users, 'authors');

/** One issue as the board shows it; estimate in hours. */
export type IssueRow = {
  id: number;
  title: string;
  description: string;
  details: string;
  category: number;
  priority: number;
  state: number;
  estimate: number;
  developer: number | null;
  developer_name: string | null;
  author_name: string | null;
};

const selectIssues = (db: Database, where: SQL | undefined) =>
  db
    .select({
      id: issues.id,
      title: issues.title,
      description: issues.description,
      details: issues.details,
      category: issues.category,
      priority: issues.priority,
      state: issues.state,
      estimate: issues.estimate,
      developer: issues.developerId,
      developer_name: sql<string | null>`${fullNameSql(developers.firstName, developers.lastName)}`,
      author_name: sql<string | null>`${fullNameSql(authors.firstName, authors.lastName)}`,
    })
    .from(issues)
    .leftJoin(developers, eq(developers.id, issues.developerId))
    .leftJoin(authors, eq(authors.id, issues.authorId))
    .where(where)
    // Most urgent first within a column, then oldest first.
    .orderBy(desc(issues.priority), asc(issues.id));

const toRow = (r: Awaited<ReturnType<typeof selectIssues>>[number]): IssueRow => ({
  ...r,
  // numeric(6,2) comes back as text; hours with two decimals are exact as a JS number.
  estimate: Number(r.estimate),
});

/** Every issue, or those of one category (the board's filter). */
export const listIssues = async (db: Database, category: number | undefined) =>
  (await selectIssues(db, category === undefined ? undefined : eq(issues.category, category))).map(
    toRow,
  );

export const getIssue = async (db: Database, id: number): Promise<IssueRow | null> => {
  const [row] = await selectIssues(db, eq(issues.id, id));
  return row ? toRow(row) : null;
};
