// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactPeopleHandlers, packageHandlers } from '../../mocks';
import { createHookWrapper } from '../../test/hook-wrapper';
import { setupMockServer } from '../../test/mock-server';
import { useContactPeople } from '../students/contact-people-query';
import { usePackages } from './package-list-query';

const { server, seen } = setupMockServer();

describe('the customer reads', () => {
  it("reads 'Mine pakker' with limit and no empty search", async () => {
    server.use(...packageHandlers.default);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => usePackages({ limit: 100, offset: 0, search: ' ' }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.results.map((p) => p.remaining_hours)).toEqual([
      '12.50',
      '1.75',
      '0.00',
      '2.00',
    ]);
    expect(seen.at(-1)?.url).toMatch(/\/api\/package\/package\/\?limit=100&offset=0$/);
  });

  it('reads the contact people, and none when there are none', async () => {
    server.use(...contactPeopleHandlers.empty);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useContactPeople(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ teachers: [], contact_person: null });
  });
});
