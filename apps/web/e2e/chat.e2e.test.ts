// The support chat (spec 1, 4, 7) from an EMPTY browser: a guest who opens "Customer service"
// meets the company's contact details, no chat; the demo client logs in, opens the chat from the
// footer, sends a message with Enter; the back office answers with `chat:reply` and the answer
// arrives in the open chat live, without a reload. The client attaches an image and sees the
// picture itself (fetched with the token, never a token in its address), again after reopening.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { PNG, hidden, meetFirstVisit, onPath, visible } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const DEMO = { username: 'demo', password: 'Demo-pass-1' };

describe('support chat', () => {
  it('a guest gets contact details; a client sends a message and sees the advisor answer live', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/');
    await meetFirstVisit(page);

    // a guest: "Customer service" leads to the contact details, no chat
    await page.getByRole('contentinfo').getByRole('button', { name: 'Customer service' }).click();
    const contact = page.getByRole('dialog', { name: 'Customer service' });
    await visible(contact);
    expect(await contact.getByRole('log').count()).toBe(0);
    expect(await contact.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await hidden(contact);

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await onPath(page, '/login');
    await page.getByRole('textbox', { name: /username/i }).fill(DEMO.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.keyboard.press('Enter');
    await onPath(page, '/dashboard');

    // the chat, by keyboard from the footer's link
    const link = page.getByRole('contentinfo').getByRole('button', { name: 'Customer service' });
    await link.focus();
    await page.keyboard.press('Enter');
    const chat = page.getByRole('dialog', { name: 'Customer service' });
    const log = chat.getByRole('log', { name: 'Conversation with customer service' });
    await visible(log);
    // the greeting (the first opening in 4 hours)
    await visible(log.getByText('Hello! How can we help you today?'));
    const field = chat.getByRole('textbox', { name: 'Message' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Is my deposit in?');
    await page.keyboard.press('Enter');
    await visible(
      log.locator('[data-slot="message"][data-author="client"]', { hasText: 'Is my deposit in?' }),
    );

    // the advisor answers from the back office; the open chat shows it without a reload
    const waiting = await e2e.backoffice(['chat:list', '--tenant', 'demo']);
    expect(waiting).toContain('Is my deposit in?');
    await expect
      .poll(() => chat.locator('[data-slot="connection"]').count(), { timeout: 20_000 })
      .toBe(0);
    const out = await e2e.backoffice([
      'chat:reply',
      DEMO.username,
      'Yes, it was credited this morning.',
      '--tenant',
      'demo',
    ]);
    expect(out).toContain('delivered live');
    await visible(
      log.locator('[data-slot="message"][data-author="advisor"]', {
        hasText: 'Yes, it was credited this morning.',
      }),
    );

    // an image with a message: "Attach image" opens the file chooser, Enter sends
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      chat.getByRole('button', { name: 'Attach image' }).click(),
    ]);
    await chooser.setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await visible(chat.getByRole('list', { name: 'Images to send' }).getByText('receipt.png'));
    await field.click();
    await page.keyboard.type('Here is the receipt.');
    await page.keyboard.press('Enter');
    const sent = log.locator('[data-slot="message"][data-author="client"]', {
      hasText: 'Here is the receipt.',
    });
    // the picture itself, with its text alternative, not a label standing for it
    const picture = async () => {
      const img = sent.getByRole('img', { name: 'Image 1' });
      await visible(img);
      await expect
        .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      const src = (await img.getAttribute('src')) ?? '';
      expect(src).toMatch(/^blob:/);
      expect(src).not.toMatch(/token|bearer/i);
    };
    await picture();
    // closed and opened again: the conversation's image is fetched again and shown
    await page.keyboard.press('Escape');
    await hidden(chat);
    await link.focus();
    await page.keyboard.press('Enter');
    await visible(log);
    await picture();
    await context.close();
  });
});
