import { z } from '@hono/zod-openapi';

const Id = z.number().int().positive();

export const ActivityCategorySchema = z
  .object({
    id: Id,
    name: z.string(),
    hourly_rate: z
      .string()
      .openapi({ description: 'Base pay per hour in kr (decimal string).', example: '250.00' }),
    is_custom: z.boolean(),
  })
  .openapi('ActivityCategory');

export const LocationSchema = z
  .object({
    code: z.string().openapi({ example: 'INTERNET' }),
    label: z.string().openapi({ example: 'Digitalt' }),
  })
  .openapi('Location');

export const EducationStageSchema = z
  .object({ id: Id, education_stage_name: z.string() })
  .openapi('EducationStage');

export const SubjectCategorySchema = z
  .object({ id: Id, category_name: z.string() })
  .openapi('SubjectCategory');

export const SubjectSchema = z
  .object({
    id: Id,
    subject_name: z.string(),
    education_stage: EducationStageSchema.nullable(),
    subject_category: SubjectCategorySchema.nullable(),
  })
  .openapi('Subject');

export const CitySchema = z.object({ id: Id, city_name: z.string() }).openapi('City');
export const SchoolSchema = z.object({ id: Id, school_name: z.string() }).openapi('School');
export const FieldOfStudySchema = z
  .object({ id: Id, study_name: z.string() })
  .openapi('FieldOfStudy');

export const DocumentSchema = z
  .object({ id: Id, document_name: z.string(), file_uri: z.string() })
  .openapi('Document');

export type DocumentTreeNode = {
  id: number;
  name: string;
  documents: z.infer<typeof DocumentSchema>[];
  children: DocumentTreeNode[];
};

export const DocumentTreeNodeSchema: z.ZodType<DocumentTreeNode> = z
  .object({
    id: Id,
    name: z.string(),
    documents: z.array(DocumentSchema),
    get children() {
      return z.array(DocumentTreeNodeSchema);
    },
  })
  .openapi('DocumentTreeNode');

export const FaqSchema = z
  .object({ id: Id, question: z.string(), answer: z.string() })
  .openapi('Faq');

export type FaqTreeNode = {
  id: number;
  name: string;
  faqs: z.infer<typeof FaqSchema>[];
  children: FaqTreeNode[];
};

export const FaqTreeNodeSchema: z.ZodType<FaqTreeNode> = z
  .object({
    id: Id,
    name: z.string(),
    faqs: z.array(FaqSchema),
    get children() {
      return z.array(FaqTreeNodeSchema);
    },
  })
  .openapi('FaqTreeNode');
