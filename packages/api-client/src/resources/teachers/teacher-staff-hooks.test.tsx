// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  handlers,
  invoiceReceiverHandlers,
  resetInvoiceReceiverMocks,
  resetStaffTeacherMocks,
  staffTeacherHandlers,
} from '../../mocks';
import { isApiError } from '../../client/api-error';
import { createHookWrapper } from '../../test/hook-wrapper';
import { setupMockServer } from '../../test/mock-server';
import { useAddStudentToReceiver } from '../invoice-receivers/invoice-receiver-add-student-mutation';
import { useInvoiceReceiverOptions } from '../invoice-receivers/invoice-receiver-list-plain-query';
import { useInvoiceReceivers } from '../invoice-receivers/invoice-receiver-list-query';
import { useCreateTeacher } from './teacher-create-mutation';
import { useTeacherOptions } from './teacher-list-plain-query';
import { useTeachers } from './teacher-list-query';
import { useUpdateTeacher } from './teacher-update-mutation';

const { server, seen } = setupMockServer();
const requests = () => seen.map((r) => `${r.method} ${r.url}`);

beforeEach(() => {
  resetStaffTeacherMocks();
  resetInvoiceReceiverMocks();
});

describe("the staff's teacher hooks", () => {
  it('sends the filters as the API takes them: no blank search, subjects sorted and comma-separated', async () => {
    server.use(...Object.values(handlers).flat());
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(
      () =>
        useTeachers({
          limit: 5,
          offset: 0,
          search: '  ',
          subjects: [5, 3],
          wants_student: true,
          owns_tablet: 'true',
          is_active: true,
          ordering: '-hours_last_30_days',
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.results.every((t) => t.is_active && t.wants_student)).toBe(true);
    expect(requests()[0]).toBe(
      'GET /api/user/teacher/?limit=5&offset=0&owns_tablet=true&ordering=-hours_last_30_days&subjects=3%2C5&wants_student=true&is_active=true',
    );
  });

  it('creates a teacher, then the open list shows them first', async () => {
    server.use(...Object.values(handlers).flat());
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(
      () => ({
        list: useTeachers({ limit: 10, offset: 0, is_active: true }),
        plain: useTeacherOptions({ search: 'lise' }),
        create: useCreateTeacher(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(result.current.plain.data).toEqual([]);
    await act(() =>
      result.current.create.mutateAsync({
        first_name: 'Lise',
        last_name: 'Lærer',
        email: 'lise@demo.no',
        subjects: [3],
        city: 1,
        our_comments: 'Fra Studentmessa',
      }),
    );
    await waitFor(() => expect(result.current.list.data?.results[0]?.full_name).toBe('Lise Lærer'));
    await waitFor(() => expect(result.current.plain.data).toHaveLength(1));
  });

  it("edits a teacher of the staff's list (is_active) and refetches it", async () => {
    server.use(...Object.values(handlers).flat());
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(
      () => ({
        list: useTeachers({ limit: 10, offset: 0, is_active: false }),
        update: useUpdateTeacher(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(result.current.list.data?.count).toBe(2);
    await act(() => result.current.update.mutateAsync({ id: 20, is_active: false }));
    await waitFor(() => expect(result.current.list.data?.count).toBe(3));
  });

  it("gives the API's field messages of a refused teacher", async () => {
    server.use(...staffTeacherHandlers.invalid);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useCreateTeacher(), { wrapper });
    const error = await act(() =>
      result.current
        .mutateAsync({
          first_name: '',
          last_name: 'X',
          email: 'kari.nordmann@demo.no',
          subjects: [3],
          city: 1,
          our_comments: 'x',
        })
        .catch((e: unknown) => e),
    );
    expect(isApiError(error) && error.fieldMessages('first_name')).toEqual(['Fornavn er påkrevd']);
  });
});

describe("the staff's receiver hooks", () => {
  it('pages receivers, finds them for the picker, and adds a student to one', async () => {
    server.use(...invoiceReceiverHandlers.default);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(
      () => ({
        list: useInvoiceReceivers({ limit: 10, offset: 0, search: 'hansen' }),
        plain: useInvoiceReceiverOptions({ search: 'anne', limit: 5 }),
        add: useAddStudentToReceiver(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.plain.isSuccess).toBe(true));
    const anne = result.current.plain.data![0]!;
    expect(anne.full_name).toBe('Anne Hansen');
    await act(() => result.current.add.mutateAsync({ id: anne.id, add_new_student: 13 }));
    await waitFor(() =>
      expect(result.current.list.data?.results[0]?.students_to_pay_for.map((s) => s.id)).toEqual([
        11, 13,
      ]),
    );
    expect(requests()).toContain(`PATCH /api/user/invoice-receiver/${anne.id}/`);
    expect(requests()).toContain('GET /api/user/invoice-receiver/list-plain/?search=anne&limit=5');
  });
});
