import { describe, expect, it } from 'vitest';
import {
  RECEIVER_CHOICES,
  STAFF_RECEIVER_CHOICE_OPTIONS,
  TEACHER_RECEIVER_CHOICE_OPTIONS,
  canRegisterStudent,
  isReceiverChoice,
  needsReceiverForm,
} from './registration';

describe('receiver choice of a new student', () => {
  it('has the three choices of seed 001', () => {
    expect(RECEIVER_CHOICES).toEqual(['selfAsInvoice', 'newInvoice', 'existingInvoice']);
    expect(isReceiverChoice('existingInvoice')).toBe(true);
    expect(isReceiverChoice('self')).toBe(false);
    expect(isReceiverChoice(null)).toBe(false);
  });

  it("offers the teacher seed 000's two labels, 'not the receiver' meaning a new receiver", () => {
    expect(TEACHER_RECEIVER_CHOICE_OPTIONS).toEqual([
      { value: 'selfAsInvoice', label: 'Eleven er også fakturamottaker' },
      { value: 'newInvoice', label: 'Eleven er ikke fakturamottaker' },
    ]);
  });

  it('offers staff all three choices, in the order of the seed', () => {
    expect(STAFF_RECEIVER_CHOICE_OPTIONS.map((o) => o.value)).toEqual([...RECEIVER_CHOICES]);
    expect(STAFF_RECEIVER_CHOICE_OPTIONS[0]?.label).toBe('Eleven er også fakturamottaker');
  });

  it('asks for a receiver form unless the student is self-invoiced or nothing is chosen', () => {
    expect(needsReceiverForm(null)).toBe(false);
    expect(needsReceiverForm('selfAsInvoice')).toBe(false);
    expect(needsReceiverForm('newInvoice')).toBe(true);
    expect(needsReceiverForm('existingInvoice')).toBe(true);
  });
});

describe('canRegisterStudent', () => {
  it('refuses until a choice is made, even with valid forms', () => {
    expect(canRegisterStudent({ choice: null, studentValid: true, receiverValid: true })).toBe(
      false,
    );
  });

  it('refuses an invalid student form whatever the choice', () => {
    for (const choice of RECEIVER_CHOICES) {
      expect(canRegisterStudent({ choice, studentValid: false, receiverValid: true })).toBe(false);
    }
  });

  it('needs only the student form when the student is self-invoiced', () => {
    expect(canRegisterStudent({ choice: 'selfAsInvoice', studentValid: true })).toBe(true);
    expect(
      canRegisterStudent({ choice: 'selfAsInvoice', studentValid: true, receiverValid: false }),
    ).toBe(true);
  });

  it('needs a valid receiver too for a new or an existing receiver', () => {
    for (const choice of ['newInvoice', 'existingInvoice'] as const) {
      expect(canRegisterStudent({ choice, studentValid: true, receiverValid: true })).toBe(true);
      expect(canRegisterStudent({ choice, studentValid: true, receiverValid: false })).toBe(false);
      expect(canRegisterStudent({ choice, studentValid: true })).toBe(false);
    }
  });
});
