import type { QueryClient } from '@tanstack/react-query';

// The open story's QueryClient, made by the preview's loader: the story tests' setup waits on it
// for the story's requests to answer before the screenshot.
let current: QueryClient | undefined;

export function setStoryQueryClient(client: QueryClient): QueryClient {
  current = client;
  return client;
}

export function storyQueryClient(): QueryClient | undefined {
  return current;
}
