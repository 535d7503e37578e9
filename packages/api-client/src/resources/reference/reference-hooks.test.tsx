// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks';
import { useDocumentTree } from '../documents/document-tree-query';
import { useTeacherFaqTree } from '../documents/teacher-faq-tree-query';
import { createHookWrapper } from '../../test/hook-wrapper';
import { setupMockServer } from '../../test/mock-server';
import { useActivityLocations } from './activity-locations-query';
import { REFERENCE_STALE_TIME_MS } from './keys';
import { useSubjects } from './subjects-query';

const { server, seen } = setupMockServer();

describe('reference and resource reads', () => {
  it('reads the lists once and keeps them fresh for 10 minutes', async () => {
    server.use(...handlers.reference);
    const { wrapper, queryClient } = createHookWrapper();
    const { result } = renderHook(
      () => ({ subjects: useSubjects(), again: useSubjects(), places: useActivityLocations() }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.places.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.subjects.isSuccess).toBe(true));
    expect(result.current.places.data?.map((p) => p.code)).toEqual([
      'INTERNET',
      'CAMPUS',
      'STUDENT_HOME',
      'OTHER',
    ]);
    expect(seen.map((r) => r.url).sort()).toEqual([
      '/api/activity/activity/locations/',
      '/api/subject/subject/',
    ]);
    expect(REFERENCE_STALE_TIME_MS).toBe(600_000);
    expect(queryClient.getQueryState(['subject/subject/'])?.isInvalidated).toBe(false);
  });

  it('reads the document and FAQ trees', async () => {
    server.use(...handlers.documents);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => ({ docs: useDocumentTree(), faq: useTeacherFaqTree() }), {
      wrapper,
    });

    await waitFor(() =>
      expect(result.current.faq.isSuccess && result.current.docs.isSuccess).toBe(true),
    );
    expect(result.current.docs.data?.[0]?.children[0]?.documents[0]?.document_name).toBe(
      'Lønnskalender 2026',
    );
    expect(result.current.faq.data?.[0]?.faqs).toHaveLength(2);
  });
});
