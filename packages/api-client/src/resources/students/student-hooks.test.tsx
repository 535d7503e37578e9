// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks';
import { createHookWrapper } from '../../test/hook-wrapper';
import { setupMockServer } from '../../test/mock-server';
import { useAddStudentSubjects } from './student-add-subjects-mutation';
import { useStudents } from './student-list-query';
import { useStudent } from './student-query';

const { server, seen } = setupMockServer();

describe('student hooks', () => {
  it('sends is_active as true/false and leaves out an empty search', async () => {
    server.use(...handlers.students);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(
      () =>
        useStudents({ limit: 10, offset: 0, search: '', is_active: false, ordering: '-full_name' }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.data?.count).toBe(2));
    expect(result.current.data?.results.map((s) => s.is_active)).toEqual([false, false]);
    expect(seen.map((r) => r.url)).toEqual([
      '/api/user/student/?limit=10&offset=0&ordering=-full_name&is_active=false',
    ]);
  });

  it('reads a student detail with receivers and packages, and null for a null id', async () => {
    server.use(...handlers.students);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => ({ one: useStudent(12), none: useStudent(null) }), {
      wrapper,
    });

    await waitFor(() => expect(result.current.one.data?.student.full_name).toBe('Ingrid Johansen'));
    expect(result.current.one.data?.packages).toHaveLength(1);
    expect(result.current.none.data).toBeNull();
    expect(seen.map((r) => r.url)).toEqual(['/api/user/student/12/']);
  });

  it('adds subjects with PATCH and refetches the open student detail', async () => {
    server.use(...handlers.students);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(
      () => ({ detail: useStudent(12), add: useAddStudentSubjects() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await act(() => result.current.add.mutateAsync({ id: 12, subjects: [6] }));

    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/user/student/12/',
      'PATCH /api/user/student/12/add-subjects/',
      'GET /api/user/student/12/',
    ]);
  });
});
