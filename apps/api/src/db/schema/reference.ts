import { boolean, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

// Reference data of seed 000 section 3 (field names as in the seed).
export const cities = pgTable('cities', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  cityName: text('city_name').notNull(),
});

export const schools = pgTable('schools', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  schoolName: text('school_name').notNull(),
  cityId: integer('city_id').references(() => cities.id),
});

export const educationStages = pgTable('education_stages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  educationStageName: text('education_stage_name').notNull(),
});

export const subjectCategories = pgTable('subject_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  categoryName: text('category_name').notNull(),
});

export const subjects = pgTable('subjects', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  subjectName: text('subject_name').notNull(),
  educationStageId: integer('education_stage_id').references(() => educationStages.id),
  subjectCategoryId: integer('subject_category_id').references(() => subjectCategories.id),
});

export const fieldsOfStudy = pgTable('fields_of_study', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  studyName: text('study_name').notNull(),
});

// Activity categories carry the hourly rate of base pay; custom ones cannot be invoiced (seed 001).
export const activityCategories = pgTable('activity_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }).notNull().default('0'),
  isCustom: boolean('is_custom').notNull().default(false),
});

// Places of seed 000: (code, label). has_travel is false for INTERNET and CAMPUS.
export const locations = pgTable('locations', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  hasTravel: boolean('has_travel').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});
