// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../../client/api-error';
import { handlers, studentHandlers } from '../../mocks';
import { createHookWrapper } from '../../test/hook-wrapper';
import { setupMockServer } from '../../test/mock-server';
import { useCreateStudent } from '../students/student-create-mutation';
import { useStudents } from '../students/student-list-query';
import { useCreateInvoiceReceiver } from './invoice-receiver-create-mutation';

const { server, seen } = setupMockServer();

const newStudent = {
  first_name: 'Tiril',
  last_name: 'Moen',
  birth_date: '2010-02-03',
  phone_number: '92345678',
  email: 'tiril.moen@example.no',
  address: 'Elvegata 3',
  post_code: '7013',
  post_code_area: 'Trondheim',
  city: 3,
  school: 2,
  subjects: [3],
};

describe('registering a student and an invoice receiver', () => {
  it('creates the student, refetches the open student list, then the receiver paying for it', async () => {
    server.use(...handlers.students, ...handlers.invoiceReceivers);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(
      () => ({
        list: useStudents({ limit: 10, offset: 10 }),
        student: useCreateStudent(),
        receiver: useCreateInvoiceReceiver(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const student = await act(() => result.current.student.mutateAsync(newStudent));
    const receiver = await act(() =>
      result.current.receiver.mutateAsync({
        user_info: {
          first_name: 'Per',
          last_name: 'Moen',
          phone_number: '93456789',
          email: 'per.moen@example.no',
          address: 'Elvegata 3',
          post_code: '7013',
          post_code_area: 'Trondheim',
        },
        self_as_student: false,
        pays_for_students: [student.id],
      }),
    );

    expect(student.full_name).toBe('Tiril Moen');
    expect(receiver.full_name).toBe('Per Moen');
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/user/student/?limit=10&offset=10',
      'POST /api/user/student/',
      'GET /api/user/student/?limit=10&offset=10',
      'POST /api/user/invoice-receiver/',
      'GET /api/user/student/?limit=10&offset=10',
    ]);
  });

  it('gives the field messages of a refused student', async () => {
    server.use(...studentHandlers.invalid);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useCreateStudent(), { wrapper });
    const error = await act(() => result.current.mutateAsync(newStudent).catch((e: unknown) => e));

    expect(isApiError(error) && error.fieldMessages('email')).toEqual(['Ugyldig email-adresse']);
  });
});
