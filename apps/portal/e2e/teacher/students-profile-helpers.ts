// Helpers of the 'Mine elever', 'Ny elev', profile and update-profile journeys.
import { expect, type Page } from '@playwright/test';

/** Waits for a toast with `text` (one toast shows at a time, so a second may wait its turn). */
export async function expectToast(page: Page, text: string, timeout = 12_000): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible({ timeout });
}

export { expectNoHorizontalScroll as expectNoPageScrollX } from './activity-helpers';

/** A minimal PDF (the API checks the content starts with %PDF-). */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
