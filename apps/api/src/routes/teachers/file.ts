import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { readPdf } from '../../services/teachers/files';
import { teacherFileName } from '../../services/teachers/profile';
import { staffOrTeacherViewer } from '../../auth/route-guards';
import { teacherPolicy } from '../../policies/teachers';
import { teacherFileParams } from '../../contract/teachers';
import { notFound } from '../../http/errors';

export const registerTeacherFile = operation({
  method: 'get',
  operationId: 'teacherFileDownload',
  path: '/api/user/teacher/{id}/files/{field}/',
  tags: ['teacher'],
  summary: 'Download a teacher’s PDF (attachment)',
  description: 'Only the teacher themselves (another teacher: 404) and staff.',
  allow: [teacherPolicy, 'file'],
  params: teacherFileParams,
  responses: {
    200: {
      description: 'The PDF, as an attachment.',
      content: {
        'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
      },
    },
  },
  errors: [400, 401, 403, 404],
}).handle(async (c, deps) => {
  const { id, field } = c.req.valid('param');
  const name = await teacherFileName(deps.db, staffOrTeacherViewer(c), id, field);
  const bytes = await readPdf(deps.config.dataDir, name);
  if (!bytes) throw notFound();
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${field}.pdf"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
});
