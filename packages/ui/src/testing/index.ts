// Story conventions shared by packages/ui stories and apps/storybook's preview (`@portal/ui/testing`).
export {
  DEFAULT_STORY_NOW,
  LAPTOP,
  PHONE,
  STORY_VIEWPORTS,
  type StoryViewport,
  type StoryTheme,
  type StoryRouterParameters,
  type PortalStoryParameters,
} from './story-parameters';
