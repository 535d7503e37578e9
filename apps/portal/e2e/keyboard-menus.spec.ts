import type { Locator, Page } from '@playwright/test';
import { expect, test, DESKTOP, signIn } from './support';

/** Opens a menu from its focused trigger and chooses `label` with the arrow keys and Enter. */
async function chooseByKeyboard(page: Page, trigger: string, label: string) {
  await page.getByRole('button', { name: trigger }).focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitemradio', { name: label });
  await arrowDownTo(page, item, 'menuitemradio');
  await page.keyboard.press('Enter');
  await expect(item).toBeHidden();
}

/**
 * Moves an open menu's highlight down to `item`. Opened by keyboard, the menu highlights an item.
 * Each step is awaited before the next press: on a busy machine a second press could land before
 * the first was drawn, and Enter would then choose another item.
 */
async function arrowDownTo(page: Page, item: Locator, role: 'menuitemradio' | 'menuitemcheckbox') {
  await expect(item).toBeVisible();
  const highlighted = page.locator(`[role="${role}"][data-highlighted]`);
  await expect(highlighted).toHaveCount(1);
  for (let step = 0; step < 6 && (await item.getAttribute('data-highlighted')) === null; step++) {
    const before = (await highlighted.textContent()) ?? '';
    await page.keyboard.press('ArrowDown');
    await expect(highlighted).not.toHaveText(before);
  }
  await expect(item).toHaveAttribute('data-highlighted');
}

test.describe('menus by keyboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'laerer@demo.no');
    await expect(page).toHaveURL('/teacher/dashboard');
  });

  // Keyboard users continue from the button they opened the menu with. (A race in the menu could
  // drop focus to the page body now and then; useMenuFocusReturn in @portal/ui guards against it.)
  test('choosing a theme leaves focus on the theme button, every time', async ({ page }) => {
    for (const label of ['Mørkt', 'Som systemet', 'Lyst', 'Mørkt', 'Som systemet', 'Lyst']) {
      await chooseByKeyboard(page, 'Fargetema', label);
      await expect(page.getByRole('button', { name: 'Fargetema' })).toBeFocused();
    }
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });

  test("'Vis kolonner' toggles a column by keyboard and gives focus back on Escape", async ({
    page,
  }) => {
    const picker = page.getByRole('button', { name: 'Vis kolonner' });
    const table = page.getByRole('table', { name: 'Aktiviteter' });
    await expect(table.getByRole('columnheader', { name: 'Varighet' })).toBeVisible();
    await picker.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitemcheckbox', { name: 'Varighet' });
    await arrowDownTo(page, item, 'menuitemcheckbox');
    await page.keyboard.press('Enter');
    await expect(table.getByRole('columnheader', { name: 'Varighet' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(item).toBeHidden();
    await expect(picker).toBeFocused();
  });
});
