// Steps of the e2e journeys that several files take as a person would (issue 6, issue 14).
import type { Page } from 'playwright-core';

/** A real 1x1 PNG: the identity documents and the proof of a transfer. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * On /kyc: reads the agreement to its end, accepts it, fills the identity form (birth date typed
 * into the date field) and both document images, and submits. The caller waits for the answer.
 */
export async function submitKyc(page: Page, who: { fullName: string; mobile: string }) {
  const agreement = page.locator('[role=region][tabindex="0"]');
  await agreement.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.locator('label').filter({ hasText: 'I have read and accept the agreement' }).click();
  await page.getByLabel('Full name').fill(who.fullName);
  await page.getByLabel('Mobile number').fill(who.mobile);
  await page
    .getByLabel(/date of birth/i)
    .first()
    .click();
  await page.keyboard.type('01151990');
  await page.getByLabel(/ID number/i).fill('ABCPE1234F');
  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await files.nth(1).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: /submit/i }).click();
}
