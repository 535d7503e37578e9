import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockWrites, resetMocks } from '@portal/api-client/mocks';
import {
  ADDRESS_REQUIRED_MESSAGE,
  BIRTH_DATE_REQUIRED_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  PHONE_MESSAGE,
  POST_CODE_AREA_REQUIRED_MESSAGE,
  POST_CODE_REQUIRED_MESSAGE,
  SCHOOL_REQUIRED_MESSAGE,
  SUBJECTS_REQUIRED_MESSAGE,
} from '@portal/domain/schemas';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE } from '../../testing/story-parameters';
import { expectNoSidewaysScroll } from '../../testing/storyExpect';
import { withStoryPage } from '../../testing/StoryPage';
import { NOT_SELF_INVOICED_LABEL, SELF_INVOICED_LABEL } from './ReceiverChoice';
import { StudentRegistrationForm } from './StudentRegistrationForm';
import { useStudentRegistrationForm } from './useStudentRegistrationForm';

// The form of the teacher's and the staff's 'Ny elev' with the teacher's state and choices (the
// staff's adds a teacher select and an existing receiver). The lists of cities, schools and
// subjects are the api-client's reference mocks.
function TeacherRegistrationForm({ submitLabel }: { submitLabel: string }) {
  const registration = useStudentRegistrationForm();
  return <StudentRegistrationForm registration={registration} submitLabel={submitLabel} />;
}

const SUBMIT = 'Register Student';

const meta = {
  title: 'Features/Students/StudentRegistrationForm',
  component: TeacherRegistrationForm,
  args: { submitLabel: SUBMIT },
  decorators: [withStoryPage],
  beforeEach: () => resetMocks(),
} satisfies Meta<typeof TeacherRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The lists are loaded (a subject to tick shows) and the form is ready. */
const formReady = async (canvas: Canvas) => {
  await canvas.findByRole('checkbox', { name: /Matematikk 1T/ });
  return canvas.getByRole('button', { name: SUBMIT });
};

/** The empty form: the student's card and who pays; the button waits for that choice. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const submit = await formReady(canvas);
    await expect(canvas.getByRole('heading', { name: 'Eleven' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Fakturamottaker' })).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(canvas.queryByRole('region', { name: 'Ny fakturamottaker' })).toBeNull();
  },
};

/** Submitted empty: every required field says so at once, the first one has focus, nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    const submit = await formReady(canvas);
    await userEvent.click(canvas.getByText(SELF_INVOICED_LABEL));
    await userEvent.click(submit);
    for (const message of [
      FIRST_NAME_MESSAGE,
      LAST_NAME_MESSAGE,
      BIRTH_DATE_REQUIRED_MESSAGE,
      PHONE_MESSAGE,
      EMAIL_REQUIRED_MESSAGE,
      ADDRESS_REQUIRED_MESSAGE,
      POST_CODE_REQUIRED_MESSAGE,
      POST_CODE_AREA_REQUIRED_MESSAGE,
      CITY_REQUIRED_MESSAGE,
      SCHOOL_REQUIRED_MESSAGE,
      SUBJECTS_REQUIRED_MESSAGE,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Fornavn/ })).toHaveFocus());
    await expect(mockWrites).toEqual([]);
  },
};

/** A phone number outside 8 to 10 characters and an e-mail without a domain are refused. */
export const InvalidPhoneAndEmail: Story = {
  play: async ({ canvas }) => {
    const submit = await formReady(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /Telefonnummer/ }), '1234');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-post/ }), 'ola@');
    await userEvent.click(canvas.getByText(SELF_INVOICED_LABEL));
    await userEvent.click(submit);
    await expect(await canvas.findByText(PHONE_MESSAGE)).toBeVisible();
    await expect(canvas.getByText(EMAIL_INVALID_MESSAGE)).toBeVisible();
    await expect(canvas.queryByText(EMAIL_REQUIRED_MESSAGE)).toBeNull();
  },
};

/** 'Eleven er ikke fakturamottaker': the new receiver's card, whose fields are checked too. */
export const NewReceiverRequiredFields: Story = {
  play: async ({ canvas }) => {
    const submit = await formReady(canvas);
    await userEvent.click(canvas.getByText(NOT_SELF_INVOICED_LABEL));
    const card = within(await canvas.findByRole('region', { name: 'Ny fakturamottaker' }));
    await userEvent.click(submit);
    await expect(await card.findByText(FIRST_NAME_MESSAGE)).toBeVisible();
    await expect(card.getByText(LAST_NAME_MESSAGE)).toBeVisible();
    await expect(card.getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(canvas.getAllByText(FIRST_NAME_MESSAGE)).toHaveLength(2);
    await expect(mockWrites).toEqual([]);
  },
};

/** At 360 px the fields stack in one column, the button spans the width, nothing scrolls sideways. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await expect(await formReady(canvas)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const RequiredFieldsDark: Story = { ...RequiredFields, globals: { theme: 'dark' } };
