import { expect, test, PHONE, signIn } from './support';

// A radio group is one Tab stop, with the arrow keys between its radios. In the activity form
// Chromium once stopped at each of the four 'Sted' radios, which the stories' form did not show.
test("the activity form's 'Sted' is one Tab stop, its radios chosen with the arrow keys", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'laerer@demo.no');
  await expect(page).toHaveURL('/teacher/dashboard');
  await page.goto('/teacher/activity');
  const travel = page.getByRole('spinbutton', { name: /Reisetid i minutter/ });
  const plan = page.getByRole('textbox', { name: 'Plan for økten' });
  const digital = page.getByRole('radio', { name: 'Digitalt' });
  const campus = page.getByRole('radio', { name: 'Campus' });
  await travel.focus();
  await page.keyboard.press('Tab');
  await expect(digital).toBeFocused();
  await expect(digital).not.toBeChecked();
  await page.keyboard.press('Tab');
  await expect(plan).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(digital).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(campus).toBeChecked();
  await expect(campus).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(plan).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(campus).toBeFocused();
});
