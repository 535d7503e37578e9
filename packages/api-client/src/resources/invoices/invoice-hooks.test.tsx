// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceHandlers, monthCheckHandlers, resetInvoiceMocks } from '../../mocks';
import { createHookWrapper } from '../../test/hook-wrapper';
import { setupMockServer } from '../../test/mock-server';
import { useMonthCheck } from '../economy/month-check-query';
import { useInvoices } from './invoice-list-query';
import { useMarkInvoices } from './invoice-mark-mutation';

const { server, seen } = setupMockServer();

beforeEach(() => {
  resetInvoiceMocks();
  server.use(...invoiceHandlers.default, ...monthCheckHandlers.default);
});

describe("'Fakturaoversikt'", () => {
  it('reads a tab for a period, and nothing while a date is missing', async () => {
    const { wrapper } = createHookWrapper();
    const none = renderHook(
      () => useInvoices({ kind: 'package', start: null, end: '30.11.2026' }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(none.result.current.isSuccess).toBe(true));
    expect(none.result.current.data).toBeNull();
    expect(seen).toHaveLength(0);
    const travel = renderHook(
      () => useInvoices({ kind: 'travel', start: '01.11.2026', end: '30.11.2026', sent: false }),
      { wrapper },
    );
    await waitFor(() => expect(travel.result.current.isSuccess).toBe(true));
    expect(seen[0]?.url).toBe(
      '/api/payment/travel-invoices/?start_date=01.11.2026&end_date=30.11.2026&sent=false',
    );
    expect(travel.result.current.data?.map((i) => i.invoice_receiver.full_name)).toEqual([
      'Anne Knutsen',
      'Kari Johansen',
    ]);
  });

  it('marks lines invoiced: the unsent list and the month check are refetched', async () => {
    const { wrapper } = createHookWrapper();
    const params = {
      kind: 'package',
      start: '01.11.2026',
      end: '30.11.2026',
      sent: false,
    } as const;
    const list = renderHook(() => useInvoices(params), { wrapper });
    const check = renderHook(() => useMonthCheck({ month: 10, year: 2026 }), { wrapper });
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(check.result.current.isSuccess).toBe(true));
    const before = list.result.current.data?.length ?? 0;
    const mark = renderHook(() => useMarkInvoices(), { wrapper });
    await act(async () => {
      const result = await mark.result.current.mutateAsync({
        packages: [27, 999],
        mark_sent: true,
      });
      expect(result.ids_not_updated).toEqual({ packages: [999], travel_activities: [] });
    });
    await waitFor(() => expect(list.result.current.data?.length).toBe(before - 1));
    expect(seen.filter((r) => r.url.startsWith('/api/economy/month-check/'))).toHaveLength(2);
  });

  it('refuses a custom lesson with the seed message', async () => {
    const { wrapper } = createHookWrapper();
    const mark = renderHook(() => useMarkInvoices(), { wrapper });
    await act(async () => {
      await expect(
        mark.result.current.mutateAsync({ travel_activities: [401], mark_sent: true }),
      ).rejects.toMatchObject({
        status: 400,
        userMessage: 'Det er ikke mulig å markere tilpasset faktura enda',
      });
    });
  });
});
