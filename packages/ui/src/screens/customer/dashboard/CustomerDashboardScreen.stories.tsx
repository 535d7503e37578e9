import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  contactPeopleHandlers,
  http,
  makePage,
  neverResolve,
  packageHandlers,
  serverError,
} from '@portal/api-client/mocks';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import { expectNoSidewaysScroll } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { NO_CONTACT_PERSON_TEXT, NO_RESULTS_TEXT } from '../shared/customerTexts';
import { CustomerDashboardScreen } from './CustomerDashboardScreen';

const meta = {
  title: 'Screens/Customer/Dashboard',
  component: CustomerDashboardScreen,
  decorators: [withStoryPage],
  parameters: {
    router: { initialEntries: ['/customer/dashboard'] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof CustomerDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hours left over the two active packages, the contact person, and the lessons. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const hours = within(await canvas.findByRole('region', { name: 'Timer igjen' }));
    // 12.5 + 1.75 hours in the two active packages.
    await expect(await hours.findByText('14 timer og 15 minutter')).toBeVisible();
    await expect(hours.getByText('2 aktive pakker')).toBeVisible();
    await expect(hours.getByText('Timene varer til ca. 03.12.2026')).toBeVisible();
    const contact = within(canvas.getByRole('region', { name: 'Kontaktperson' }));
    await expect(await contact.findByText('Kari Nordmann')).toBeVisible();
    await expect(contact.getByRole('link', { name: '22334455' })).toHaveAttribute(
      'href',
      'tel:22334455',
    );
    const table = await canvas.findByRole('table', { name: 'Timer' });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(5);
  },
};

/** A lesson opens to the summary written for the student and the homework. */
export const LessonSummary: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Timer' });
    const done = await within(table).findAllByText('Fullført');
    const row = done[0]!.closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Vis detaljer' }));
    await expect(await canvas.findByText('Vi jobbet med oppgaver fra kapittel 3.')).toBeVisible();
    await expect(canvas.getByText('Oppgave 3.12 til 3.20')).toBeVisible();
  },
};

/** A new customer: no packages, no contact person, no lessons. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        packages: packageHandlers.empty,
        contactPeople: contactPeopleHandlers.empty,
        activities: [http.get('/activity/activity/', () => HttpResponse.json(makePage([])))],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Du har ingen aktive pakker.')).toBeVisible();
    await expect(await canvas.findByText(NO_CONTACT_PERSON_TEXT)).toBeVisible();
    await expect(await canvas.findByText(NO_RESULTS_TEXT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        packages: packageHandlers.loading,
        contactPeople: contactPeopleHandlers.loading,
        activities: [http.get('/activity/activity/', neverResolve)],
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(async () =>
      expect((await canvas.findAllByRole('status', { name: 'Laster…' })).length).toBeGreaterThan(1),
    );
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        packages: packageHandlers.error,
        contactPeople: contactPeopleHandlers.error,
        activities: [http.get('/activity/activity/', serverError)],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kunne ikke hente pakkene.')).toBeVisible();
    await expect(await canvas.findByText('Kunne ikke hente kontaktpersonene.')).toBeVisible();
    await expect(await canvas.findByText('Kunne ikke hente timene.')).toBeVisible();
  },
};

/** On a phone the cards stack and nothing scrolls sideways. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('14 timer og 15 minutter');
    const table = await canvas.findByRole('table', { name: 'Timer' });
    // Each lesson's status shows under its subject, and the table fits without scrolling sideways.
    const done = (await within(table).findAllByText('Fullført')).filter((el) =>
      el.checkVisibility(),
    );
    await expect(done.length).toBeGreaterThan(0);
    // The third cell: after the row's 'Vis detaljer' and 'Tid', in 'Fag'.
    await expect(done[0]!.closest('td')!.cellIndex).toBe(2);
    await expect(table.parentElement!.scrollWidth).toBeLessThanOrEqual(
      table.parentElement!.clientWidth,
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
