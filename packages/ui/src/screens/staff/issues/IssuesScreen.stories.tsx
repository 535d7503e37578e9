import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FALLBACK_ERROR_MESSAGE } from '@portal/api-client';
import { issueHandlers, makeLongBoard, resetIssueMocks } from '@portal/api-client/mocks';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import {
  afterNextFrame,
  clearToasts,
  expectNoSidewaysScroll,
  expectToast,
  findOpenDialog,
} from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { IssuesScreen } from './IssuesScreen';
import {
  ISSUES_LOAD_ERROR,
  ISSUE_CREATED,
  ISSUE_DELETED,
  ISSUE_UPDATED,
  NO_ISSUES_TEXT,
  deleteFailedText,
  showMoreLabel,
} from './issueTexts';

const meta = {
  title: 'Screens/Staff/Issues',
  component: IssuesScreen,
  decorators: [withStoryPage],
  // Writes change the mock board; every story starts from the same four cards.
  beforeEach: () => resetIssueMocks(),
  parameters: {
    msw: { handlers: { issues: issueHandlers.default } },
  } satisfies PortalStoryParameters & { msw: unknown },
} satisfies Meta<typeof IssuesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** Four cards over the three columns; the priority is a dot with its word. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const open = within(await canvas.findByRole('region', { name: 'Åpen' }));
    await expect(open.getAllByRole('article')).toHaveLength(2);
    const card = within(open.getByRole('article', { name: 'Eksport av reisefaktura feiler' }));
    await expect(card.getByText('Høy')).toBeVisible();
    await expect(card.getByText('4 t')).toBeVisible();
    await expect(card.getByText('CSV-filen mangler reisetid for januar.')).toBeVisible();
    // Left is disabled in the first column, right in the last.
    await expect(
      card.getByRole('button', { name: "Flytt 'Eksport av reisefaktura feiler' til Åpen" }),
    ).toBeDisabled();
    const done = within(canvas.getByRole('region', { name: 'Ferdig' }));
    await expect(
      done.getByRole('button', { name: "Flytt 'Oppdater FAQ for lærere' til Ferdig" }),
    ).toBeDisabled();
  },
};

/** The right button moves a card one column on; the left moves it back. */
export const MoveCard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Åpen' });
    const title = 'Ny kampanje for vårsemesteret';
    await userEvent.click(canvas.getByRole('button', { name: `Flytt '${title}' til Underveis` }));
    await waitFor(() =>
      expect(
        column(canvasElement, 'Underveis').getByRole('article', { name: title }),
      ).toBeVisible(),
    );
    // The moved card's button has the focus again, for the next step by keyboard.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Flytt '${title}' til Ferdig` })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(column(canvasElement, 'Ferdig').getByRole('article', { name: title })).toBeVisible(),
    );
    // In Ferdig it cannot go further right: the left button has the focus.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Flytt '${title}' til Underveis` })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        column(canvasElement, 'Underveis').getByRole('article', { name: title }),
      ).toBeVisible(),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Flytt '${title}' til Åpen` })).toHaveFocus(),
    );
  },
};

/** A failed move says so and leaves the card where it was, the focus on the arrow pressed. */
export const MoveFails: Story = {
  parameters: { msw: { handlers: { issues: issueHandlers.writeError } } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Åpen' });
    const title = 'Ny kampanje for vårsemesteret';
    const arrow = () => canvas.getByRole('button', { name: `Flytt '${title}' til Underveis` });
    await userEvent.click(arrow());
    await expectToast(canvasElement, FALLBACK_ERROR_MESSAGE);
    await expect(column(canvasElement, 'Åpen').getByRole('article', { name: title })).toBeVisible();
    await waitFor(() => expect(arrow()).toHaveFocus());
    await clearToasts(canvasElement);
  },
};

/**
 * Years of finished issues: 'Ferdig' shows its first 20 cards and a button for more, the count
 * says all 46. A card moved into 'Ferdig' stays in view though it sorts after the others.
 */
export const LongColumn: Story = {
  beforeEach: () => resetIssueMocks(makeLongBoard(45)),
  play: async ({ canvas, canvasElement }) => {
    // Asked again each time: a new category's load replaces the columns.
    const done = () => column(canvasElement, 'Ferdig');
    await canvas.findByRole('region', { name: 'Ferdig' });
    await expect(done().getAllByRole('article')).toHaveLength(20);
    await expect(done().getByLabelText('46 issues')).toBeVisible();
    await userEvent.click(done().getByRole('button', { name: showMoreLabel(26) }));
    await expect(done().getAllByRole('article')).toHaveLength(40);
    await userEvent.click(done().getByRole('button', { name: showMoreLabel(6) }));
    await expect(done().getAllByRole('article')).toHaveLength(46);
    await expect(done().queryByRole('button', { name: /Vis flere/ })).toBeNull();

    // Choosing a category starts each column at 20 again.
    await userEvent.click(canvas.getByRole('button', { name: 'Utvikling' }));
    await waitFor(() => expect(done().getByLabelText('46 issues')).toBeVisible());
    await expect(done().getAllByRole('article')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Alle' }));
    await waitFor(() => expect(done().getByLabelText('46 issues')).toBeVisible());

    const title = 'Ny kampanje for vårsemesteret';
    await userEvent.click(
      await canvas.findByRole('button', { name: `Flytt '${title}' til Underveis` }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Flytt '${title}' til Ferdig` })).toBeEnabled(),
    );
    await userEvent.click(canvas.getByRole('button', { name: `Flytt '${title}' til Ferdig` }));
    await waitFor(() => expect(done().getByRole('article', { name: title })).toBeVisible());
    const cards = done().getAllByRole('article');
    await expect(cards).toHaveLength(21);
    await expect(cards[20]).toHaveAccessibleName(title);
    await expect(done().getByRole('button', { name: showMoreLabel(26) })).toBeVisible();
    // Its left button has the focus: it went as far right as it can.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Flytt '${title}' til Underveis` })).toHaveFocus(),
    );
  },
};

/** The category filter shows one category; Alle shows every card again. */
export const FilterByCategory: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Åpen' });
    await expect(canvas.getByRole('button', { name: 'Alle' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Økonomi' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('article', { name: 'Lønnsrapport for desember' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Økonomi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Alle' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
  },
};

/** 'Ny issue' checks the seed's rules, then saves to the first column. */
export const CreateWithValidation: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Åpen' });
    await userEvent.click(canvas.getByRole('button', { name: 'Ny issue' }));
    const dialog = within(await findOpenDialog(canvasElement));
    await userEvent.type(dialog.getByLabelText(/Tittel/), 'x'.repeat(256));
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Estimat/ }), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Lagre' }));
    await expect(
      await dialog.findByText('Tittel kan ikke være lengre enn 255 bokstaver'),
    ).toBeVisible();
    await expect(dialog.getByText('Beskrivelse kreves')).toBeVisible();
    await expect(dialog.getByText('Estimat må være minst 1 time')).toBeVisible();
    await expect(dialog.getByText('Velg en kategori')).toBeVisible();
    await expect(dialog.getByText('Velg en prioritet')).toBeVisible();

    await userEvent.clear(dialog.getByLabelText(/Tittel/));
    await userEvent.type(dialog.getByLabelText(/Tittel/), 'Nytt skjema for timer');
    await userEvent.type(dialog.getByLabelText(/Beskrivelse/), 'Lærerne vil føre timer raskere.');
    await userEvent.selectOptions(dialog.getByLabelText(/Kategori/), 'Utvikling');
    await userEvent.selectOptions(dialog.getByLabelText(/Prioritet/), 'Middels');
    const estimate = dialog.getByRole('spinbutton', { name: /Estimat/ });
    await userEvent.clear(estimate);
    await userEvent.type(estimate, '3');
    await userEvent.type(dialog.getByRole('combobox', { name: 'Utvikler' }), 'Per');
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Per Utvikler' }),
    );
    // The picker puts the focus in its field again in the next frame after the choice; a save
    // before that frame (late, under load) had the field take the focus from the closing dialog,
    // and it fell to the page.
    await afterNextFrame();
    await userEvent.click(dialog.getByRole('button', { name: 'Lagre' }));
    await expectToast(canvasElement, ISSUE_CREATED);
    const card = within(
      await column(canvasElement, 'Åpen').findByRole('article', { name: 'Nytt skjema for timer' }),
    );
    await expect(card.getByText('Per Utvikler')).toBeVisible();
    await expect(card.getByText('Middels')).toBeVisible();
    // The closed dialog gives the focus back to the button that opened it, a frame later.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ny issue' })).toHaveFocus());
    await clearToasts(canvasElement);
  },
};

/** The new-issue dialog with the developer search open: staff only, at most 8. */
export const DeveloperSearch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Åpen' });
    await userEvent.click(canvas.getByRole('button', { name: 'Ny issue' }));
    const dialog = within(await findOpenDialog(canvasElement, { name: 'Ny issue' }));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Utvikler' }), 'a');
    const listbox = within(await dialog.findByRole('listbox'));
    // Name or e-mail containing 'a': not Per Utvikler (per@demo.no). The search is asked once
    // typing pauses; until then the unsearched staff stay listed.
    await waitFor(() =>
      expect(listbox.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Kari Nordmann',
        'Sara Salg',
      ]),
    );
  },
};

/** Details open from a card; edit changes the estimate to 0 (allowed when editing). */
export const DetailAndEdit: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Detaljer: Eksport av reisefaktura feiler' }),
    );
    const detail = within(await findOpenDialog(canvasElement));
    await expect(detail.getByText('Sjekk med regnskap før retting.')).toBeVisible();
    await expect(detail.getByText('Ane Ansatt')).toBeVisible();
    await userEvent.click(detail.getByRole('button', { name: 'Rediger' }));
    const form = within(await findOpenDialog(canvasElement, { name: 'Rediger issue' }));
    const estimate = form.getByRole('spinbutton', { name: /Estimat/ });
    await userEvent.clear(estimate);
    await userEvent.type(estimate, '0');
    await userEvent.click(form.getByRole('button', { name: 'Lagre' }));
    await expectToast(canvasElement, ISSUE_UPDATED);
    const card = within(canvas.getByRole('article', { name: 'Eksport av reisefaktura feiler' }));
    await waitFor(() => expect(card.getByText('0 t')).toBeVisible());
    // The focus is back on the card's 'Detaljer', where the details were opened.
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Detaljer: Eksport av reisefaktura feiler' }),
      ).toHaveFocus(),
    );
    await clearToasts(canvasElement);
  },
};

/** Delete asks first; the card goes and a toast says so. */
export const Delete: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Slett: Oppdater FAQ for lærere' }),
    );
    const confirm = within(await findOpenDialog(canvasElement, { role: 'alertdialog' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Slett' }));
    await expectToast(canvasElement, ISSUE_DELETED);
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Oppdater FAQ for lærere' })).toBeNull(),
    );
    await clearToasts(canvasElement);
  },
};

/** A failed delete says which issue and keeps the dialog and its button to try again. */
export const DeleteFails: Story = {
  parameters: { msw: { handlers: { issues: issueHandlers.writeError } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Slett: Oppdater FAQ for lærere' }),
    );
    const confirm = within(await findOpenDialog(canvasElement, { role: 'alertdialog' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Slett' }));
    await expectToast(canvasElement, deleteFailedText('Oppdater FAQ for lærere'));
    await expect(confirm.getByRole('button', { name: 'Slett' })).toBeEnabled();
    await userEvent.click(confirm.getByRole('button', { name: 'Avbryt' }));
    await expect(
      await canvas.findByRole('article', { name: 'Oppdater FAQ for lærere' }),
    ).toBeVisible();
    await clearToasts(canvasElement);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { issues: issueHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText(NO_ISSUES_TEXT)).toHaveLength(3);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { issues: issueHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Laster…' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { issues: issueHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ISSUES_LOAD_ERROR)).toBeVisible();
  },
};

/** On a phone the columns stack and the page does not scroll sideways. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Ferdig' });
    await expectNoSidewaysScroll(canvasElement);
    const [open, done] = [
      canvas.getByRole('region', { name: 'Åpen' }),
      canvas.getByRole('region', { name: 'Ferdig' }),
    ];
    await expect(done.getBoundingClientRect().top).toBeGreaterThan(
      open.getBoundingClientRect().bottom,
    );
  },
};

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
