import type { Page } from '@playwright/test';
import { e2eNow } from './clock';
import {
  expect,
  test,
  DESKTOP,
  PHONE,
  expectAccessibleEverywhere,
  signIn,
  closeToast,
  expectNoSidewaysScroll,
} from './support';
import {
  apiToken,
  deleteLessonsLaterToday,
  listActivities,
  osloDateText,
  saveEditedActivity,
  setStart,
} from './teacher/activity-helpers';

const TEACHER = 'laerer@demo.no';

const payCard = (page: Page) => page.getByRole('region', { name: 'Lønn' });
const nextCard = (page: Page) => page.getByRole('region', { name: 'Neste aktivitet' });
const activityTable = (page: Page) => page.getByRole('table', { name: 'Aktiviteter' });
const overdueCount = async (page: Page) =>
  Number(await payCard(page).getByTestId('overdue-count').textContent());
const unpaidTotal = (page: Page) =>
  payCard(page).getByRole('group', { name: 'Totalt ikke utbetalt' }).locator('dd').last();

async function openDashboard(page: Page) {
  await signIn(page, TEACHER);
  await expect(page).toHaveURL('/teacher/dashboard');
  await expect(payCard(page).getByTestId('overdue-count')).toBeVisible();
}

test.describe('teacher dashboard and activity form', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
  });

  test('logs a lesson for tomorrow; it is Planlagt in the table and the next activity', async ({
    page,
    request,
  }) => {
    const plan = `E2E plan ${Date.now()}`;
    const tomorrow = osloDateText(1);
    await deleteLessonsLaterToday(request, await apiToken(request, TEACHER));
    await openDashboard(page);
    await page.getByRole('link', { name: 'Ny aktivitet' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ny aktivitet' })).toBeVisible();

    const category = page.getByRole('combobox', { name: 'Kategori' });
    await category.selectOption({ index: 1 });
    await page
      .getByRole('group', { name: /Elever/ })
      .getByRole('checkbox')
      .first()
      .check({ force: true });
    const subject = page.getByRole('combobox', { name: 'Fag', exact: true });
    await expect(subject.locator('option').first()).toHaveText('Velg fag');
    await subject.selectOption({ index: 1 });
    const subjectName = (await subject.locator('option:checked').textContent())?.trim() ?? '';
    await setStart(page, tomorrow, '07', '00');
    await page.getByRole('radio', { name: 'Digitalt' }).check({ force: true });
    await expect(page.getByRole('spinbutton', { name: /Reisetid/ })).toBeDisabled();
    await expect(page.getByRole('spinbutton', { name: /Reisetid/ })).toHaveValue('0');
    await page.getByRole('textbox', { name: 'Plan for økten' }).fill(plan);
    // A future start: no summaries or homework.
    await expect(page.getByRole('textbox', { name: /Oppsummering for eleven/ })).toBeDisabled();
    await page.getByRole('button', { name: 'Lagre aktivitet' }).click();

    const saved = page.getByRole('dialog', { name: 'Aktivitet lagret' });
    await expect(saved.getByText('Bekreft at opplysningene dine stemmer')).toBeVisible();
    await saved.getByRole('button', { name: 'Gå til dashboard' }).click();
    await expect(page).toHaveURL('/teacher/dashboard');

    // The plan is unique: searching for it finds the new lesson alone.
    await page.getByRole('searchbox', { name: 'Søk i aktiviteter' }).fill(plan);
    const row = activityTable(page)
      .getByRole('row')
      .filter({ hasText: `${tomorrow} 07:00` });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Planlagt')).toBeVisible();
    await expect(row.getByText(subjectName)).toBeVisible();

    // Nothing is left today (deleted above) and demo lessons start at 14: 07:00 tomorrow is next.
    await expect(nextCard(page).getByText(plan)).toBeVisible();
    await expect(nextCard(page).getByText(tomorrow)).toBeVisible();
    await expect(nextCard(page).getByText('07:00–08:00')).toBeVisible();
    await expect(nextCard(page).getByText('Digitalt')).toBeVisible();
  });

  test('summaries on a past lesson make it Fullført, lower the overdue count and change the pay', async ({
    page,
  }) => {
    await openDashboard(page);
    const overdueBefore = await overdueCount(page);
    expect(overdueBefore).toBeGreaterThan(0);
    const unpaidBefore = await unpaidTotal(page).textContent();

    // 'Vis' beside the count lists just the lessons still missing a summary.
    await payCard(page)
      .getByRole('button', { name: 'Vis aktivitetene som mangler oppsummering' })
      .click();
    await expect(page.getByRole('combobox', { name: 'Vis status' })).toHaveValue('missing_summary');
    // The filtered page has come (the table keeps the page before, busy, until then).
    await expect(activityTable(page)).not.toHaveAttribute('aria-busy', 'true');
    const rows = activityTable(page).getByRole('row');
    await expect(rows).toHaveCount(Math.min(overdueBefore, 10) + 1);
    await expect(rows.filter({ hasText: 'Mangler oppsummering' })).toHaveCount(
      Math.min(overdueBefore, 10),
    );
    await rows
      .nth(1)
      .getByRole('link', { name: /Rediger aktivitet/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rediger aktivitet' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Kategori' })).toBeDisabled();

    // A unique plan finds the lesson again afterwards.
    const plan = `E2E oppsummert ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Plan for økten' }).fill(plan);
    await page
      .getByRole('textbox', { name: /Oppsummering for drift/ })
      .fill('Vi repeterte pensum.');
    await page.getByRole('textbox', { name: /Oppsummering for eleven/ }).fill('God innsats i dag.');
    const toast = await saveEditedActivity(page);
    // The toast sits over the pager on the way back; close it.
    await closeToast(toast);
    await expect(page).toHaveURL('/teacher/dashboard');
    await expect.poll(() => overdueCount(page)).toBe(overdueBefore - 1);
    await expect(unpaidTotal(page)).not.toHaveText(unpaidBefore ?? '');
    await page.getByRole('searchbox', { name: 'Søk i aktiviteter' }).fill(plan);
    const row = activityTable(page).getByRole('row').filter({ hasText: 'Fullført' });
    await expect(row).toHaveCount(1);
    await expect(activityTable(page).getByRole('row')).toHaveCount(2);
  });

  test("another teacher's activity by its address shows a message, not their data", async ({
    page,
    request,
  }) => {
    const mine = await listActivities(request, await apiToken(request, TEACHER), 1);
    const all = await listActivities(request, await apiToken(request, 'ansatt@demo.no'));
    const theirs = all.find((activity) => activity.teacher !== mine[0]?.teacher);
    expect(theirs, 'an activity of another teacher in the demo data').toBeDefined();

    await openDashboard(page);
    await page.goto(`/teacher/activity/${theirs!.id}`);
    await expect(
      page.getByText('Aktiviteten finnes ikke, eller den tilhører en annen lærer.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lagre aktivitet' })).toHaveCount(0);
    if (theirs!.activity_plan) await expect(page.getByText(theirs!.activity_plan)).toHaveCount(0);
  });

  test('dashboard and activity form: axe, 360 px without sideways scroll, keyboard', async ({
    page,
    request,
  }) => {
    await openDashboard(page);
    await expectAccessibleEverywhere(page, '/teacher/dashboard', () =>
      expect(activityTable(page).getByRole('row').nth(1)).toBeVisible(),
    );
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);

    await page.goto('/teacher/activity');
    const save = page.getByRole('button', { name: 'Lagre aktivitet' });
    await expectAccessibleEverywhere(page, '/teacher/activity', () => expect(save).toBeVisible());
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);

    // The edit page of a past lesson: summaries enabled, 'Slett aktivitet' shown.
    const past = (await listActivities(request, await apiToken(request, TEACHER))).find(
      (a) => new Date(a.start_date_time) < e2eNow(),
    );
    expect(past, 'the demo teacher has past lessons').toBeTruthy();
    await page.goto(`/teacher/activity/${past!.id}`);
    const remove = page.getByRole('button', { name: 'Slett aktivitet' });
    await expectAccessibleEverywhere(page, '/teacher/activity/:id', () =>
      expect(remove).toBeVisible(),
    );
    await page.setViewportSize(PHONE);
    await expect(remove).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Keyboard only: reach the category select by Tab and choose with the arrow keys.
    await page.setViewportSize(DESKTOP);
    await page.goto('/teacher/activity');
    await expect(save).toBeVisible();
    const category = page.getByRole('combobox', { name: 'Kategori' });
    for (
      let i = 0;
      i < 40 && !(await category.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(category).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(category).not.toHaveValue('');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(
      page
        .getByRole('group', { name: /Elever/ })
        .getByRole('checkbox')
        .first(),
    ).toBeChecked();
  });
});
