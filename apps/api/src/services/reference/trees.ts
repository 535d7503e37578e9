import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentFolders, documents, faqCategories, faqs } from '../../db/schema/index';
import type { DocumentTreeNode, FaqTreeNode } from '../../contract/reference';

type Node<I> = {
  id: number;
  name: string;
  parentId: number | null;
  items: I[];
  children: Node<I>[];
};

/** Builds the forest of folders (parent links) with their items; roots in sort order. */
const forest = <I>(
  folders: { id: number; name: string; parentId: number | null }[],
  itemsOf: Map<number, I[]>,
) => {
  const nodes = new Map<number, Node<I>>();
  for (const f of folders) nodes.set(f.id, { ...f, items: itemsOf.get(f.id) ?? [], children: [] });
  const roots: Node<I>[] = [];
  for (const f of folders) {
    const node = nodes.get(f.id) as Node<I>;
    const parent = f.parentId === null ? undefined : nodes.get(f.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
};

const group = <I extends { key: number }>(rows: I[]) => {
  const out = new Map<number, Omit<I, 'key'>[]>();
  for (const { key, ...rest } of rows) out.set(key, [...(out.get(key) ?? []), rest]);
  return out;
};

/** GET document/file-tree/: the teacher document tree. */
export const documentTree = async (db: Database): Promise<DocumentTreeNode[]> => {
  const folders = await db
    .select({
      id: documentFolders.id,
      name: documentFolders.name,
      parentId: documentFolders.parentId,
    })
    .from(documentFolders)
    .orderBy(asc(documentFolders.sortOrder), asc(documentFolders.id));
  const docs = await db
    .select({
      key: documents.folderId,
      id: documents.id,
      document_name: documents.documentName,
      file_uri: documents.fileUri,
    })
    .from(documents)
    .orderBy(asc(documents.documentName), asc(documents.id));
  const toNode = (
    n: Node<{ id: number; document_name: string; file_uri: string }>,
  ): DocumentTreeNode => ({
    id: n.id,
    name: n.name,
    documents: n.items,
    children: n.children.map(toNode),
  });
  return forest(folders, group(docs)).map(toNode);
};

/** FAQ tree of one audience ('teacher' for document/teacher-faq/tree/). */
export const faqTree = async (
  db: Database,
  tree: 'teacher' | 'employee',
): Promise<FaqTreeNode[]> => {
  const folders = await db
    .select({ id: faqCategories.id, name: faqCategories.name, parentId: faqCategories.parentId })
    .from(faqCategories)
    .where(eq(faqCategories.tree, tree))
    .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id));
  const items = await db
    .select({ key: faqs.categoryId, id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
    .where(eq(faqCategories.tree, tree))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
  const toNode = (n: Node<{ id: number; question: string; answer: string }>): FaqTreeNode => ({
    id: n.id,
    name: n.name,
    faqs: n.items,
    children: n.children.map(toNode),
  });
  return forest(folders, group(items)).map(toNode);
};
