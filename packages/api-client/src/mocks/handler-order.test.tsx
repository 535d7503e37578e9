// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allHandlers } from '.';
import { useActivityLocations } from '../resources/reference/activity-locations-query';
import { createHookWrapper } from '../test/hook-wrapper';
import { setupMockServer } from '../test/mock-server';

const { server } = setupMockServer();

describe('the default handler set', () => {
  it("answers '/activity/activity/locations/' with the places, not as an activity id", async () => {
    server.use(...allHandlers());
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useActivityLocations(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((p) => p.code)).toEqual(
      expect.arrayContaining(['INTERNET', 'CAMPUS']),
    );
  });
});
