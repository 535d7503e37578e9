import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { employeeFaqHandlers } from '@portal/api-client/mocks';
import { RETRY_LABEL } from '../../../feedback/ErrorState';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import { expectNoSidewaysScroll } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import {
  EMPLOYEE_FAQ_LOAD_ERROR,
  EmployeeFaqScreen,
  NO_EMPLOYEE_FAQ_TEXT,
} from './EmployeeFaqScreen';

const meta = {
  title: 'Screens/Staff/FAQ',
  component: EmployeeFaqScreen,
  decorators: [withStoryPage],
  parameters: {
    msw: { handlers: { employeeFaq: employeeFaqHandlers.default } },
  } satisfies PortalStoryParameters & { msw: unknown },
} satisfies Meta<typeof EmployeeFaqScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The categories, closed; a click opens one to its questions and a sub-category. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const economy = await canvas.findByRole('button', { name: 'Lønn og økonomi' });
    await expect(economy).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Brukere og tilgang' })).toBeVisible();
    await userEvent.click(economy);
    await expect(await canvas.findByRole('button', { name: 'Når kjøres lønn?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fakturering' })).toBeVisible();
  },
};

/** Keyboard only: Tab to a category, Enter opens it, Tab to a question, Space opens its answer. */
export const OpenWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const access = await canvas.findByRole('button', { name: 'Brukere og tilgang' });
    const economy = canvas.getByRole('button', { name: 'Lønn og økonomi' });
    await userEvent.tab();
    await expect(economy).toHaveFocus();
    await userEvent.tab();
    await expect(access).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(access).toHaveAttribute('aria-expanded', 'true'));
    const question = await canvas.findByRole('button', {
      name: 'En lærer er låst ute. Hva gjør jeg?',
    });
    await userEvent.tab();
    await expect(question).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
    await expect(
      await canvas.findByText(/Lag et passord-token for lærerens e-post og send lenken/),
    ).toBeVisible();
    // Enter closes it again.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** A sub-category inside a category, opened to its answer (kept on two lines). */
export const NestedCategory: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Lønn og økonomi' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Fakturering' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Hvordan eksporterer jeg fakturaer?' }),
    );
    await expect(
      await canvas.findByText(/Velg periode i Fakturaoversikt og trykk «Eksporter som CSV»/),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { employeeFaq: employeeFaqHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_EMPLOYEE_FAQ_TEXT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { employeeFaq: employeeFaqHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Laster…' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { employeeFaq: employeeFaqHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(EMPLOYEE_FAQ_LOAD_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: RETRY_LABEL })).toBeEnabled();
  },
};

/** On a phone, with a question open, the page does not scroll sideways. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Lønn og økonomi' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Hva gjør jeg når en lærer mangler VismaID?' }),
    );
    await expect(await canvas.findByText(/Legg inn Visma Employment ID/)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
