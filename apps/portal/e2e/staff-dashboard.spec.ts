import type { Page } from '@playwright/test';
import {
  expect,
  test,
  DESKTOP,
  PHONE,
  expectAccessibleEverywhere,
  signIn,
  expectNoSidewaysScroll,
} from './support';

const STAFF = 'ansatt@demo.no';
const NOT_CONFIGURED = 'Metabase er ikke satt opp';

const viewButton = (page: Page, name: 'Dashboards' | 'Markedsføring') =>
  page.getByRole('group', { name: 'Visning' }).getByRole('button', { name });

/** The notice of a server without Metabase: both variables named, in Norwegian. */
async function expectNotConfigured(page: Page, registered: string) {
  await expect(page.getByText(NOT_CONFIGURED)).toBeVisible();
  await expect(page.getByText('METABASE_SITE_URL', { exact: true })).toBeVisible();
  await expect(page.getByText('METABASE_SECRET_KEY', { exact: true })).toBeVisible();
  await expect(page.getByText('Sett begge og start API-serveren på nytt.')).toBeVisible();
  await expect(page.getByText(registered)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
}

// The e2e server runs without METABASE_SITE_URL and METABASE_SECRET_KEY.
test.describe('staff dashboard without Metabase', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
  });

  test('ansatt@demo.no lands on the dashboard, is told what to configure, and toggles to Markedsføring', async ({
    page,
  }) => {
    await signIn(page, STAFF);
    await expect(page).toHaveURL('/employee/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(viewButton(page, 'Dashboards')).toHaveAttribute('aria-pressed', 'true');
    await expectNotConfigured(page, 'Registrerte dashboards: Markedsføring, Salg.');

    await viewButton(page, 'Markedsføring').click();
    await expect(viewButton(page, 'Markedsføring')).toHaveAttribute('aria-pressed', 'true');
    await expect(viewButton(page, 'Dashboards')).toHaveAttribute('aria-pressed', 'false');
    await expectNotConfigured(page, 'Registrerte diagrammer: Timer per måned.');

    await viewButton(page, 'Dashboards').click();
    await expectNotConfigured(page, 'Registrerte dashboards: Markedsføring, Salg.');

    // Nothing may be framed while no Metabase is configured.
    const res = await page.request.get('/employee/dashboard');
    expect(res.headers()['content-security-policy']).toContain("frame-src 'none'");
  });

  test('both views pass axe in light and dark at phone and desktop, without sideways scroll', async ({
    page,
  }) => {
    await signIn(page, STAFF);
    await expect(page).toHaveURL('/employee/dashboard');
    const dashboardsReady = async () => {
      await expect(page.getByText(NOT_CONFIGURED)).toBeVisible();
      await expect(page.getByText('Registrerte dashboards: Markedsføring, Salg.')).toBeVisible();
    };
    await expectAccessibleEverywhere(page, 'staff dashboard', dashboardsReady);
    await page.setViewportSize(PHONE);
    await dashboardsReady();
    await expectNoSidewaysScroll(page);

    // A theme change reloads the page, which starts on Dashboards: toggle again each time.
    const marketingReady = async () => {
      await viewButton(page, 'Markedsføring').click();
      await expect(viewButton(page, 'Markedsføring')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('Registrerte diagrammer: Timer per måned.')).toBeVisible();
      // axe judges the page at rest, not the button under the pointer (its hover colour).
      await page.mouse.move(0, 0);
    };
    await expectAccessibleEverywhere(page, 'staff dashboard, Markedsføring', marketingReady);
    await page.setViewportSize(PHONE);
    await marketingReady();
    await expectNoSidewaysScroll(page);
  });
});
