// The conventions every story in this package relies on. apps/storybook's preview reads exactly
// these parameters and globals; stories type theirs with `satisfies PortalStoryParameters`.
import type { ReactNode } from 'react';
import type { InitialEntry, LoaderFunction, RouteObject } from 'react-router-dom';

/** The default "now" of every story (Oslo time); `parameters.now` overrides it. */
export const DEFAULT_STORY_NOW = '2026-11-21T10:00:00+01:00';

/** Named viewports; pick one with `globals: { viewport: { value: 'phone' } }`. Default: desktop. */
export const STORY_VIEWPORTS = {
  desktop: {
    name: 'Desktop 1280×800',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
  phone: { name: 'Mobil 360×800', styles: { width: '360px', height: '800px' }, type: 'mobile' },
  // The narrowest width that shows every column (lg). A story's page has no sidebar, so its
  // content is as wide as a staff screen's on a 1280 px laptop with the portal's sidebar (976 px).
  laptop: {
    name: 'Bærbar 1024×800',
    styles: { width: '1024px', height: '800px' },
    type: 'desktop',
  },
} as const;

export type StoryViewport = keyof typeof STORY_VIEWPORTS;

/** A story's globals at the phone viewport: `globals: PHONE`, or `{ ...PHONE, theme: 'dark' }`. */
export const PHONE = { viewport: { value: 'phone' satisfies StoryViewport, isRotated: false } };

/** A story's globals at 1024 px, a staff screen's room on a laptop: `globals: LAPTOP`. */
export const LAPTOP = { viewport: { value: 'laptop' satisfies StoryViewport, isRotated: false } };

/** `globals: { theme: 'dark' }` renders a story in dark mode; default light. */
export type StoryTheme = 'light' | 'dark';

export interface StoryRouterParameters {
  /** Where the memory router starts; default ['/']. An entry may carry navigation state. */
  initialEntries?: InitialEntry[];
  /** The route path the story is mounted at (params come from it); default '*'. */
  path?: string;
  /** Loader of the story's route. */
  loader?: LoaderFunction;
  /** Error element of the story's route (router errors render here). */
  errorElement?: ReactNode;
  /** Sibling routes, e.g. a marker page at '/login' to prove a redirect. */
  routes?: RouteObject[];
}

export interface PortalStoryParameters {
  /** ISO instant the story's clock starts at; default DEFAULT_STORY_NOW. */
  now?: string;
  /** Memory router around the story. */
  router?: StoryRouterParameters;
  /** localStorage entries written before the story renders (storage is cleared before each story). */
  localStorage?: Record<string, string>;
  /** sessionStorage entries written before the story renders (cleared before each story too). */
  sessionStorage?: Record<string, string>;
  /** 'none': the story's API client has no tokens (public pages); default signed in with dummy tokens. */
  session?: 'signed-in' | 'none';
  /** true: the theme is not forced by the toolbar global, so the story can change and store it. */
  freeColorMode?: boolean;
}
