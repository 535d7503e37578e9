// @portal/api-client/documents: the documents resource's reads, writes and types.
export { documentPaths, documentKeys } from './keys';
export { documentTreeQueryOptions, useDocumentTree } from './document-tree-query';
export type { DocumentTreeNode, PortalDocument } from './document-tree-query';
export { teacherFaqTreeQueryOptions, useTeacherFaqTree } from './teacher-faq-tree-query';
export type { Faq, FaqTreeNode } from './teacher-faq-tree-query';
export { employeeFaqTreeQueryOptions, useEmployeeFaqTree } from './employee-faq-tree-query';
