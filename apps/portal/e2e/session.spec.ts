import type { Page } from '@playwright/test';
import { toPayloadDate } from '@portal/domain/format';
import { E2E_DAY, e2eNow } from './clock';
import { DEMO_PASSWORD, draftKeys, expect, test, signIn } from './support';

// Browser-storage keys of the session (api-client SESSION_STORAGE_KEYS).
const ACCESS_KEY = 'portal.access';
const REFRESH_KEY = 'portal.refresh';

/**
 * A token shaped like a JWT whose payload expires `seconds` from now (an hour; before now when
 * negative), with a signature the API refuses.
 */
function forgedRefreshToken(seconds = 3600): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(e2eNow().getTime() / 1000) + seconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ token_type: 'refresh', exp })}.forged`;
}

/** Swaps the app for a blank page of the same origin, so nothing runs while storage is changed. */
async function leaveApp(page: Page): Promise<void> {
  await page.route('**/e2e-blank', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto('/e2e-blank');
}

async function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

test.describe('session', () => {
  test("the API and the browser both run on the journeys' day (e2e/clock.ts)", async ({ page }) => {
    await signIn(page, 'laerer@demo.no');
    await expect(page).toHaveURL('/teacher/dashboard');
    const access = await storageItem(page, ACCESS_KEY);
    const payload = JSON.parse(Buffer.from(access!.split('.')[1]!, 'base64url').toString()) as {
      iat: number;
    };
    // The token's time is the API's clock; the page's Date is the browser's. Both are the
    // journeys' clock, not the real one (which is hours or days away from it).
    const [browserNow, journeysNow] = [await page.evaluate(() => Date.now()), e2eNow().getTime()];
    expect(Math.abs(browserNow - journeysNow)).toBeLessThan(60_000);
    expect(Math.abs(payload.iat * 1000 - journeysNow)).toBeLessThan(60_000);
    expect(toPayloadDate(browserNow)).toBe(E2E_DAY.slice(0, 10));
  });

  test('a 401 leads to one refresh and a retry: the page loads with new tokens', async ({
    page,
  }) => {
    await signIn(page, 'laerer@demo.no');
    await expect(page).toHaveURL('/teacher/dashboard');
    // Leave the app before spoiling the token: a read still in flight on the dashboard would meet
    // the spoiled token and start a refresh that the reload then aborts after the server has
    // rotated the refresh token, leaving the reloaded page with a used one.
    await leaveApp(page);
    const oldRefresh = await storageItem(page, REFRESH_KEY);
    await page.evaluate((key) => localStorage.setItem(key, 'not-a-valid-access-token'), ACCESS_KEY);

    const refreshed = page.waitForResponse((r) => r.url().includes('/api/user/token/refresh/'));
    await page.goto('/teacher/dashboard');
    expect((await refreshed).status()).toBe(200);

    await expect(page).toHaveURL('/teacher/dashboard');
    await expect.poll(() => storageItem(page, ACCESS_KEY)).not.toBe('not-a-valid-access-token');
    await expect.poll(() => storageItem(page, REFRESH_KEY)).not.toBe(oldRefresh);
  });

  test('a refused refresh is a forced logout: tokens cleared and back to /login', async ({
    page,
  }) => {
    await signIn(page, 'laerer@demo.no');
    await expect(page).toHaveURL('/teacher/dashboard');
    await page.evaluate(
      ([accessKey, refreshKey, refresh]) => {
        localStorage.setItem(accessKey, 'not-a-valid-access-token');
        localStorage.setItem(refreshKey, refresh);
      },
      [ACCESS_KEY, REFRESH_KEY, forgedRefreshToken()] as const,
    );

    await page.reload();

    await expect(page).toHaveURL('/login');
    await expect.poll(() => storageItem(page, ACCESS_KEY)).toBeNull();
    await expect.poll(() => storageItem(page, REFRESH_KEY)).toBeNull();
  });

  test('a session that ends while the teacher edits a lesson keeps what was typed', async ({
    page,
  }) => {
    await signIn(page, 'laerer@demo.no');
    await expect(page).toHaveURL('/teacher/dashboard');
    const edit = page.getByRole('link', { name: /Rediger/ }).first();
    const lessonPath = await edit.getAttribute('href');
    await edit.click();
    const plan = page.getByRole('textbox', { name: 'Plan for økten' });
    await expect(plan).toBeEditable();
    const savedPlan = await plan.inputValue();
    await plan.fill('Brøk og prosent, skrevet rett før økten gikk ut');

    // The session ends: the access token is refused and so is the refresh token.
    await page.evaluate(
      ([accessKey, refreshKey, refresh]) => {
        localStorage.setItem(accessKey, 'not-a-valid-access-token');
        localStorage.setItem(refreshKey, refresh);
      },
      [ACCESS_KEY, REFRESH_KEY, forgedRefreshToken()] as const,
    );
    await page.getByRole('button', { name: 'Lagre aktivitet' }).click();

    await expect(page).toHaveURL('/login');
    await expect(
      page.getByText('Du er logget ut fordi økten er utløpt. Logg inn igjen for å fortsette.'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Det du skrev, men ikke fikk lagret, kommer tilbake når du åpner skjemaet igjen.',
      ),
    ).toBeVisible();
    await page.getByLabel('E-post').fill('laerer@demo.no');
    await page.getByLabel('Passord', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL('/teacher/dashboard');

    // The dashboard, where the sign-in lands, leads back to the lesson.
    const unsaved = page.getByRole('status', { name: 'Du har ulagrede endringer' });
    const resume = unsaved.getByRole('link', { name: /^Fortsett: Aktiviteten / });
    await expect(resume).toHaveAttribute('href', lessonPath!);
    await resume.click();
    await expect(page).toHaveURL(lessonPath!);
    await expect(page.getByText('Ulagrede endringer er hentet tilbake')).toBeVisible();
    await expect(plan).toHaveValue('Brøk og prosent, skrevet rett før økten gikk ut');

    // Discarded after a confirmation: the lesson as saved, and no draft on the next visit.
    await page.getByRole('button', { name: 'Forkast endringene' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Forkaste endringene?' });
    await dialog.getByRole('button', { name: 'Forkast endringene' }).click();
    await expect(dialog).toBeHidden();
    await expect(plan).toHaveValue(savedPlan);
    await expect(page.getByText('Ulagrede endringer er hentet tilbake')).toBeHidden();
    await expect.poll(() => draftKeys(page)).toEqual([]);
    await page.reload();
    await expect(plan).toHaveValue(savedPlan);
    await expect(page.getByText('Ulagrede endringer er hentet tilbake')).toBeHidden();
  });

  test('a session that expired while the tab was away ends as the tab comes back', async ({
    page,
  }) => {
    await signIn(page, 'laerer@demo.no');
    await expect(page).toHaveURL('/teacher/dashboard');
    // The night passes: the refresh token expires while the tab is hidden (no call, no timer).
    await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
      REFRESH_KEY,
      forgedRefreshToken(-60),
    ] as const);

    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    await expect(page).toHaveURL('/login');
    await expect(
      page.getByText('Du er logget ut fordi økten er utløpt. Logg inn igjen for å fortsette.'),
    ).toBeVisible();
    await expect.poll(() => storageItem(page, 'portal.user')).toBeNull();
  });

  test('a stored session whose refresh token has expired counts as none', async ({ page }) => {
    await signIn(page, 'laerer@demo.no');
    await expect(page).toHaveURL('/teacher/dashboard');
    // A lesson begun and not saved: the sign-in page says it will come back.
    await page.getByRole('link', { name: 'Ny aktivitet' }).first().click();
    await page.getByRole('textbox', { name: 'Plan for økten' }).fill('Påbegynt');
    await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
      REFRESH_KEY,
      forgedRefreshToken(-3600),
    ] as const);

    await page.goto('/teacher/dashboard');

    await expect(page).toHaveURL('/login');
    await expect.poll(() => storageItem(page, 'portal.user')).toBeNull();
    await expect(
      page.getByText(
        'Det du skrev, men ikke fikk lagret, kommer tilbake når du åpner skjemaet igjen.',
      ),
    ).toBeVisible();
  });
});
