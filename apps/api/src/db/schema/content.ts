import { integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { faqTreeEnum } from './enums';

// FAQ trees: categories with a parent, FAQs in a category. `tree` tells the teacher and employee trees apart.
export const faqCategories = pgTable('faq_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tree: faqTreeEnum('tree').notNull(),
  name: text('name').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => faqCategories.id, {
    onDelete: 'cascade',
  }),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => faqCategories.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

// The teacher document tree (seed 000 Resources).
export const documentFolders = pgTable('document_folders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => documentFolders.id, {
    onDelete: 'cascade',
  }),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const documents = pgTable('documents', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  folderId: integer('folder_id')
    .notNull()
    .references(() => documentFolders.id, { onDelete: 'cascade' }),
  documentName: text('document_name').notNull(),
  fileUri: text('file_uri').notNull(),
});

// Metabase dashboards (seed 001); the marketing view is dashboard value 1.
export const analyticsDashboards = pgTable('analytics_dashboards', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  dashboardId: integer('dashboard_id').notNull(),
  dashboardName: text('dashboard_name').notNull(),
});

export const diagrams = pgTable('diagrams', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  diagramId: integer('diagram_id').notNull(),
  name: text('name').notNull().default(''),
  width: integer('width').notNull().default(800),
  height: integer('height').notNull().default(600),
});
