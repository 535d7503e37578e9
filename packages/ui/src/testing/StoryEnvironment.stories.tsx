// Proves the story environment that apps/storybook's preview sets up, so screens can rely on it:
// MSW handlers from parameters, a fresh QueryClient, the fixed "now", the route and localStorage.
import { Box, Code, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { PortalStoryParameters } from './story-parameters';

const PROBE_PATH = '/api/story-probe/';

function EnvironmentProbe() {
  const location = useLocation();
  const queryClient = useQueryClient();
  // Counted once, before this story's own query exists: anything here leaked from another story.
  const [cachedBefore] = useState(() => queryClient.getQueryCache().getAll().length);
  const probe = useQuery({
    queryKey: ['story-probe'],
    queryFn: async () => {
      const response = await fetch(PROBE_PATH);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as { answer: string };
    },
  });
  return (
    <Box p="6">
      <Stack gap="2">
        {/* To the minute: the clock runs on, so seconds would differ between runs. */}
        <Text data-testid="now">{new Date().toISOString().slice(0, 16)}</Text>
        <Text data-testid="path">{location.pathname}</Text>
        <Text data-testid="storage">{localStorage.getItem('story-probe') ?? 'tom'}</Text>
        <Text data-testid="cache">{cachedBefore}</Text>
        <Code data-testid="probe">
          {probe.isPending ? 'venter' : probe.isError ? probe.error.message : probe.data.answer}
        </Code>
      </Stack>
    </Box>
  );
}

const meta = {
  title: 'Design system/Testing/StoryEnvironment',
  component: EnvironmentProbe,
  parameters: {
    msw: {
      handlers: { probe: [http.get(PROBE_PATH, () => HttpResponse.json({ answer: 'fra MSW' }))] },
    },
  },
} satisfies Meta<typeof EnvironmentProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults: now is 2026-11-21 10:00 Oslo, route '/', empty storage, empty cache, MSW answers. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('fra MSW')).toBeVisible();
    // The clock runs on from the fixed start; a story never takes a minute.
    await expect(canvas.getByTestId('now').textContent).toBe('2026-11-21T09:00');
    await expect(canvas.getByTestId('path')).toHaveTextContent('/');
    await expect(canvas.getByTestId('storage')).toHaveTextContent('tom');
    await expect(canvas.getByTestId('cache')).toHaveTextContent('0');
  },
};

/** The same query again: a fresh QueryClient, so nothing is cached from the story before. */
export const FreshQueryClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('cache')).toHaveTextContent('0');
    await expect(await canvas.findByText('fra MSW')).toBeVisible();
  },
};

/** Parameters override now, route, storage and one MSW handler group. */
export const Overridden: Story = {
  parameters: {
    now: '2027-01-15T08:30:00+01:00',
    router: { initialEntries: ['/teacher/students'] },
    localStorage: { 'story-probe': 'lagret' },
    msw: {
      handlers: {
        probe: [http.get(PROBE_PATH, () => HttpResponse.json({ detail: 'nei' }, { status: 500 }))],
      },
    },
  } satisfies PortalStoryParameters & { msw: unknown },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('HTTP 500')).toBeVisible();
    await expect(canvas.getByTestId('now').textContent).toBe('2027-01-15T07:30');
    await expect(canvas.getByTestId('path')).toHaveTextContent('/teacher/students');
    await expect(canvas.getByTestId('storage')).toHaveTextContent('lagret');
  },
};
