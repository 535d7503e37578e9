// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { handlers } from '../../mocks';
import { http } from '../../mocks/http';
import { createHookWrapper } from '../../test/hook-wrapper';
import { setupMockServer } from '../../test/mock-server';
import { useDownloadTeacherFile } from './teacher-file-download';
import { useSaveTeacherProfile } from './teacher-profile-save-mutation';
import { useTeacherSelf } from './teacher-self-query';
import { useUpdateTeacher } from './teacher-update-mutation';

const { server, seen } = setupMockServer();
const pdf = () => new File(['%PDF-1.4 test'], 'politiattest.pdf', { type: 'application/pdf' });

describe('teacher hooks', () => {
  it('saves the status at once and refetches the profile', async () => {
    server.use(...handlers.teachers);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => ({ self: useTeacherSelf(), update: useUpdateTeacher() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.self.data?.status).toBe('WANT_MORE_STUDENTS'));
    const saved = await act(() =>
      result.current.update.mutateAsync({ id: 7, status: 'DO_NOT_WANT_MORE_STUDENTS' }),
    );

    expect(saved.status).toBe('DO_NOT_WANT_MORE_STUDENTS');
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/user/teacher/self/',
      'PATCH /api/user/teacher/7/',
      'GET /api/user/teacher/self/',
    ]);
  });

  it('sends new files first as multipart, then the fields as JSON', async () => {
    server.use(...handlers.teachers);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useSaveTeacherProfile(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        id: 7,
        fields: { phone_number: '41234567' },
        files: { police_report_file: pdf() },
      }),
    );

    expect(seen.map((r) => `${r.method} ${r.url} ${r.contentType?.split(';')[0]}`)).toEqual([
      'PATCH /api/user/teacher/7/ multipart/form-data',
      'PATCH /api/user/teacher/7/ application/json',
    ]);
  });

  it('sends only the fields when no file is chosen', async () => {
    server.use(...handlers.teachers);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useSaveTeacherProfile(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ id: 7, fields: { address: 'Ny vei 1' }, files: {} }),
    );

    expect(seen.map((r) => r.contentType)).toEqual(['application/json']);
  });

  it('fetches a stored PDF with the JWT header and hands it over as a Blob', async () => {
    server.use(...handlers.teachers);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useDownloadTeacherFile(), { wrapper });
    const blob = await act(() => result.current.mutateAsync({ id: 7, field: 'diploma_file' }));

    expect(blob.type).toBe('application/pdf');
    expect((await blob.text()).startsWith('%PDF-')).toBe(true);
    expect(seen.map((r) => `${r.method} ${r.url} ${r.authorization}`)).toEqual([
      'GET /api/user/teacher/7/files/diploma_file/ JWT access-1',
    ]);
  });

  it('rejects with the status when the file is gone', async () => {
    server.use(
      http.get('/user/teacher/{id}/files/{field}/', () =>
        HttpResponse.json({ detail: 'Ikke funnet.' }, { status: 404 }),
      ),
    );
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useDownloadTeacherFile(), { wrapper });
    const rejected: unknown = await act(() =>
      result.current.mutateAsync({ id: 7, field: 'diploma_file' }).catch((e: unknown) => e),
    );

    expect(rejected).toMatchObject({ status: 404 });
    // The hook's state follows once React Query has notified it (not always within the act, as a
    // run of this test alone showed).
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 404 }));
  });
});
