import type { Page } from '@playwright/test';
import { toPayloadDate } from '@portal/domain/format';
import { e2eNow } from './clock';
import {
  searchList,
  expect,
  test,
  DESKTOP,
  PHONE,
  expectAccessibleEverywhere,
  signIn,
  newContextOnE2EClock,
  expectNoSidewaysScroll,
  expectToast,
} from './support';
import { apiToken, saveEditedActivity } from './teacher/activity-helpers';

const lessons = (page: Page) => page.getByRole('table', { name: 'Timer' });

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL('/customer/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test.describe('customer area', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('forelder@demo.no sees both children and their packages, and Kontaktpersoner sends her home', async ({
    page,
  }) => {
    await signInAs(page, 'forelder@demo.no');
    // Hours left and the lessons of both children, on a phone.
    await expect(page.getByRole('region', { name: 'Timer igjen' })).toContainText('timer og');
    await expect(lessons(page).getByRole('row').nth(1)).toBeVisible();
    // Her children's contact person at the office, though she is not a student herself.
    await expect(
      page
        .getByRole('region', { name: 'Kontaktperson' })
        .getByRole('article', { name: 'Martin Solberg' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Vis/skjul meny' }).click();
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Kontaktpersoner' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Mine elever' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mine elever' })).toBeVisible();
    // The sidebar closes after navigating below the large breakpoint.
    await expect(page.getByRole('navigation')).toBeHidden();
    await expect(page.getByRole('article', { name: 'Emma Johansen' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Noah Johansen' })).toBeVisible();

    await page.goto('/customer/package-overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Mine pakker' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText('Emma Johansen').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    const inactive = page.getByRole('button', { name: 'Vis inaktive pakker' });
    if (await inactive.isVisible()) {
      await inactive.click();
      await expect(page.getByRole('button', { name: 'Skjul inaktive pakker' })).toBeVisible();
    }

    await page.goto('/customer/contact');
    await expectToast(page, 'Uatorisert');
    await expect(page).toHaveURL('/customer/dashboard');
  });

  test('a summary laerer@demo.no writes shows on elev@demo.no’s dashboard with the homework', async ({
    page,
    browser,
  }) => {
    const tag = Date.now().toString(36);
    const plan = `Likninger ${tag}`;
    const summary = `Vi løste likninger med to ukjente (${tag}).`;
    const homework = 'Oppgave 2.14 til 2.20';
    // The teacher writes the summaries of one of Emma's past lessons.
    const teacher = await (await newContextOnE2EClock(browser, { viewport: DESKTOP })).newPage();
    await signIn(teacher, 'laerer@demo.no');
    await expect(teacher).toHaveURL('/teacher/dashboard');
    await teacher.getByRole('combobox', { name: 'Vis status' }).selectOption('missing_summary');
    // The search is debounced: wait for its answer before taking the first row.
    const table = teacher.getByRole('table', { name: 'Aktiviteter' });
    await searchList(
      teacher,
      table,
      '/api/activity/activity/',
      'Søk i aktiviteter',
      'Emma Johansen',
    );
    await expect(table.getByRole('row').nth(1)).toContainText('Emma Johansen');
    await table
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: /Rediger aktivitet/ })
      .click();
    await expect(
      teacher.getByRole('heading', { level: 1, name: 'Rediger aktivitet' }),
    ).toBeVisible();
    // A unique plan lets Emma search for the lesson.
    await teacher.getByRole('textbox', { name: 'Plan for økten' }).fill(plan);
    await teacher.getByRole('textbox', { name: /Oppsummering for drift/ }).fill('Intern merknad.');
    await teacher.getByRole('textbox', { name: /Oppsummering for eleven/ }).fill(summary);
    await teacher.getByRole('textbox', { name: /Lekser/ }).fill(homework);
    await saveEditedActivity(teacher);
    await teacher.close();

    // Emma finds it among her lessons, with the homework and never the note for the office.
    await signInAs(page, 'elev@demo.no');
    await page.getByRole('searchbox', { name: 'Søk i timer' }).fill(plan);
    await expect(lessons(page).getByRole('row').filter({ hasText: 'Fullført' })).toHaveCount(1);
    await expect(lessons(page).getByRole('row')).toHaveCount(1 + 1);
    await lessons(page).getByRole('button', { name: 'Vis detaljer' }).first().click();
    await expect(page.getByText(summary)).toBeVisible();
    await expect(page.getByText(homework)).toBeVisible();
    await expect(page.getByText('Intern merknad.')).toHaveCount(0);
  });

  test('elev@demo.no sees her contact person and teacher, not Mine elever', async ({ page }) => {
    await signInAs(page, 'elev@demo.no');
    // The student's own dashboard (the payer's is checked below).
    await expectAccessibleEverywhere(page, '/customer/dashboard (student)', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Laster…' })).toHaveCount(0);
    });
    await page.setViewportSize(PHONE);
    await expect(
      page.getByRole('region', { name: 'Kontaktperson' }).getByRole('article'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Vis/skjul meny' }).click();
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Mine elever' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Kontaktpersoner' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontaktpersoner' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Jonas Haugen' })).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expectNoSidewaysScroll(page);
    await expectAccessibleEverywhere(page, '/customer/contact', async () => {
      await expect(page.getByRole('article', { name: 'Jonas Haugen' })).toBeVisible();
    });
  });

  test("a package ansatt@demo.no sells shows in forelder@demo.no's 'Mine pakker'", async ({
    page,
    request,
  }) => {
    // Staff sell it in 'Ny Pakke på Elev' (the staff journey covers the form); here over the API.
    const headers = { Authorization: `JWT ${await apiToken(request, 'ansatt@demo.no')}` };
    const types = (await (await request.get('/api/package/package-type/', { headers })).json()) as {
      id: number;
    }[];
    const students = (await (
      await request.get('/api/user/student/?search=Noah%20Johansen&limit=1', { headers })
    ).json()) as { results: { id: number }[] };
    const noah = students.results[0]!.id;
    const detail = (await (
      await request.get(`/api/user/student/${noah}/`, { headers })
    ).json()) as {
      invoice_receivers: { id: number }[];
    };
    const description = `Sommerkurs ${Date.now().toString(36)}`;
    const sold = await request.post('/api/package/package/', {
      headers,
      data: {
        date_sold: toPayloadDate(e2eNow()),
        package_type: types[0]!.id,
        students: [noah],
        invoice_receiver: detail.invoice_receivers[0]!.id,
        discount_percentage: '',
        extra_price: '',
        additional_hours_added: '',
        number_of_payments: '',
      },
    });
    expect(sold.status()).toBe(201);
    const id = ((await sold.json()) as { id: number }).id;
    const patched = await request.patch(`/api/package/package/${id}/`, {
      headers,
      data: { description },
    });
    expect(patched.status()).toBe(200);

    await signInAs(page, 'forelder@demo.no');
    await page.goto('/customer/package-overview');
    const card = page.getByRole('article').filter({ hasText: description });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Noah Johansen');
    await expect(card).toContainText('Aktiv');
  });

  test('every customer page passes axe in light and dark at phone and desktop widths', async ({
    page,
  }) => {
    await signInAs(page, 'forelder@demo.no');
    for (const path of [
      '/customer/dashboard',
      '/customer/package-overview',
      '/customer/student-overview',
    ]) {
      await page.goto(path);
      await expectAccessibleEverywhere(page, path, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status', { name: 'Laster…' })).toHaveCount(0);
      });
    }
  });
});
