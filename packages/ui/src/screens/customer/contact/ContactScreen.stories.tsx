import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contactPeopleHandlers } from '@portal/api-client/mocks';
import { expectNoSidewaysScroll } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { NO_CONTACT_PERSON_TEXT, NO_TEACHER_TEXT } from '../shared/customerTexts';
import { ContactScreen } from './ContactScreen';
import { PHONE } from '../../../testing/story-parameters';

const meta = {
  title: 'Screens/Customer/Kontaktpersoner',
  component: ContactScreen,
  decorators: [withStoryPage],
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact person and two teachers, with phone and e-mail links. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const contact = within(await canvas.findByRole('article', { name: 'Kari Nordmann' }));
    await expect(contact.getByRole('link', { name: 'kari@leksehjelp.no' })).toHaveAttribute(
      'href',
      'mailto:kari@leksehjelp.no',
    );
    await expect(canvas.getByRole('article', { name: 'Jonas Haugen' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Mari Nilsen' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { contactPeople: contactPeopleHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_CONTACT_PERSON_TEXT)).toBeVisible();
    await expect(canvas.getByText(NO_TEACHER_TEXT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { contactPeople: contactPeopleHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Laster…' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { contactPeople: contactPeopleHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kunne ikke hente kontaktpersonene.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('article', { name: 'Kari Nordmann' });
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
