// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSalaryMocks, salaryHandlers } from '../../mocks';
import { createHookWrapper } from '../../test/hook-wrapper';
import { setupMockServer } from '../../test/mock-server';
import { useDownloadSalaryCsv } from './salary-csv-download';
import { useSalaries } from './salary-list-query';
import { useSalaryTotal } from './salary-total-query';
import { useMarkActivitiesPaid, useSaveVismaId, useSendSummaryReminder } from './salary-writes';

const { server, seen } = setupMockServer();
const DECEMBER = { month: 12, year: 2026, unpaid: true } as const;

beforeEach(() => {
  resetSalaryMocks();
  server.use(...salaryHandlers.default);
});

describe("'Betal Lønn' reads", () => {
  it('reads a page with the filters as the API takes them and prefetches the next', async () => {
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(
      () => useSalaries({ ...DECEMBER, onlyAlerts: false, limit: 10, offset: 0 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.count).toBe(12);
    expect(result.current.data?.results[0]?.name).toBe('Anders Moen');
    await waitFor(() => expect(seen.some((r) => r.url.includes('offset=10'))).toBe(true));
    expect(seen[0]?.url).toBe(
      '/api/salary/?month=12&year=2026&month_is_unpaid=true&limit=10&offset=0',
    );
  });

  it('sends only_show_alerts in the unpaid view only', async () => {
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(
      () => useSalaries({ ...DECEMBER, onlyAlerts: true, limit: 10, offset: 0 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.results.map((r) => r.name)).toEqual([
      'Anders Moen',
      'Jonas Haugen',
      'Kristine Lund',
      'Sara Lie',
    ]);
    expect(seen[0]?.url).toContain('only_show_alerts=true');
    const paid = renderHook(
      () => useSalaries({ ...DECEMBER, unpaid: false, onlyAlerts: true, limit: 10, offset: 0 }),
      { wrapper },
    );
    await waitFor(() => expect(paid.result.current.isSuccess).toBe(true));
    expect(seen.at(-1)?.url).not.toContain('only_show_alerts');
  });

  it('downloads the payroll file as text', async () => {
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useDownloadSalaryCsv(), { wrapper });
    let text = '';
    await act(async () => {
      text = await result.current.mutateAsync(DECEMBER);
    });
    // Response.text() drops the BOM; the screen puts it back when it saves the file.
    expect(
      text.replace(/^\uFEFF/, '').startsWith('Ansattnummer;Navn;Lønnsart;Timer;Beløp\r\n'),
    ).toBe(true);
    expect(text).toContain('1042;Jonas Haugen;Basislønn;');
    expect(text).not.toContain('Sara Lie');
    expect(seen.at(-1)?.url).toBe(
      '/api/salary/generate-csv/?month=12&year=2026&month_is_unpaid=true',
    );
  });
});

describe("'Betal Lønn' writes", () => {
  it('marks everything paid, refetches the totals, and unpaid again restores them', async () => {
    const { wrapper } = createHookWrapper();
    const total = renderHook(() => useSalaryTotal(DECEMBER), { wrapper });
    await waitFor(() => expect(total.result.current.isSuccess).toBe(true));
    const before = total.result.current.data!;
    expect(before.total_payment).not.toBe('0.00');
    const mark = renderHook(() => useMarkActivitiesPaid(), { wrapper });
    await act(async () => {
      const result = await mark.result.current.mutateAsync({
        activity_ids: before.all_activity_ids,
        payment_date: '2026-11-21',
      });
      expect(result.ids_not_updated).toEqual([]);
      expect(result.response_message).toBe('Lærerene du valgte ble markert som betalt');
    });
    // Sara Lie has no Visma id: her pay stays.
    await waitFor(() => expect(total.result.current.data?.all_activity_ids).toEqual([]));
    expect(total.result.current.data?.total_payment).not.toBe('0.00');
    await act(async () => {
      const again = await mark.result.current.mutateAsync({
        activity_ids: before.all_activity_ids,
        payment_date: '2026-11-21',
      });
      expect(again.ids_not_updated).toEqual(before.all_activity_ids);
      await mark.result.current.mutateAsync({
        activity_ids: before.all_activity_ids,
        payment_date: null,
      });
    });
    await waitFor(() => expect(total.result.current.data).toEqual(before));
  });

  it('saves a Visma id and sends a reminder', async () => {
    const { wrapper } = createHookWrapper();
    const save = renderHook(() => useSaveVismaId(), { wrapper });
    await act(async () => {
      await save.result.current.mutateAsync({ id: 202, visma_employment_id: ' 7001 ' });
    });
    expect(seen.at(-1)).toMatchObject({ method: 'PATCH', url: '/api/user/teacher/202/' });
    const page = renderHook(
      () => useSalaries({ ...DECEMBER, onlyAlerts: false, limit: 50, offset: 0 }),
      { wrapper },
    );
    await waitFor(() => expect(page.result.current.isSuccess).toBe(true));
    expect(page.result.current.data?.results.find((r) => r.id === 202)?.visma_employment_id).toBe(
      '7001',
    );
    const remind = renderHook(() => useSendSummaryReminder(), { wrapper });
    await act(async () => {
      const sent = await remind.result.current.mutateAsync(201);
      expect(sent).toEqual({ sent_to: 'jonas.haugen@demo.no', number_of_activities: 2 });
    });
  });

  it('fails with an ApiError in the write error state', async () => {
    server.use(...salaryHandlers.writeError);
    const { wrapper } = createHookWrapper();
    const mark = renderHook(() => useMarkActivitiesPaid(), { wrapper });
    await act(async () => {
      await expect(
        mark.result.current.mutateAsync({ activity_ids: [1001], payment_date: '2026-11-21' }),
      ).rejects.toMatchObject({ status: 500 });
    });
  });
});
