import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { useApi, type Owner } from '../helpers/api.js';
import { chromiumPresent, launchChromium } from './chromium.js';

const hasChromium = chromiumPresent('docs-browser');

// What the callbacks below read inside the page (the repository compiles without the DOM library).
declare const window: {
  readonly ui: { readonly specSelectors: { taggedOperations(): { keySeq(): { toJS(): string[] } } } };
};
interface PageElement {
  getAttribute(name: string): string | null;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement> & Iterable<PageElement>;
}
declare const document: {
  querySelectorAll(selector: string): ArrayLike<PageElement> & Iterable<PageElement>;
};

const SCREENSHOTS = new URL('./screenshots/', import.meta.url);

describe.skipIf(!hasChromium)('GET /docs in a real browser (Chromium)', () => {
  const api = useApi();
  let browser: Browser;
  let owner: Owner;

  beforeAll(async () => {
    owner = await api.owner();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('renders every operation, authorizes with a pasted token and runs GET /user, all from 127.0.0.1', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1400 } });
    const requested: string[] = [];
    page.on('request', (request) => {
      requested.push(request.url());
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => {
      problems.push(error.message);
    });

    const response = await page.goto(`${api.url}/docs`);
    expect(response?.status()).toBe(200);
    await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
    // Every route of the table is an operation of the reference. Swagger UI 5.35 stops rendering the
    // unfiltered page after its first operations once a document has more than about 130 (measured:
    // 127 render, 137 stop at 13–16, whatever they are), so it is read as a reader of a large API
    // browses it: one tag at a time through the filter box, which renders that tag whole.
    const tags = await page.evaluate(() => window.ui.specSelectors.taggedOperations().keySeq().toJS());
    const document_ = (await (await fetch(`${api.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const operationsPerTag = new Map<string, number>();
    for (const operations of Object.values(document_.paths))
      for (const operation of Object.values(operations))
        for (const tag of operation.tags ?? []) operationsPerTag.set(tag, (operationsPerTag.get(tag) ?? 0) + 1);
    const seen = new Set<string>();
    const names = routes.map((route) => route.name);
    for (const tag of tags) {
      await page.locator('.operation-filter-input').fill(tag);
      // The filter renders the tag asked for whole: every operation of it is on the page (a tag whose
      // operations mention the phrase may show beside it: "Payments" brings "Orders").
      await page
        .waitForFunction(
          ([t, expected]) => {
            const section = [...document.querySelectorAll('.opblock-tag-section')].find(
              (e) => e.querySelector('.opblock-tag')?.getAttribute('data-tag') === t,
            );
            return section !== undefined && section.querySelectorAll('.opblock').length === expected;
          },
          [tag, operationsPerTag.get(tag) ?? 0] as const,
          { timeout: 10_000 },
        )
        .catch((error: Error) => {
          throw new Error(`the tag ${tag} did not render whole: ${error.message}`);
        });
      for (const id of await page.locator('.opblock').evaluateAll((blocks) => blocks.map((block) => block.id))) {
        const name = names.find((n) => id.endsWith(`-${n}`));
        if (name) seen.add(name);
      }
    }
    await page.locator('.operation-filter-input').fill('');
    expect([...seen].sort(), problems.join('; ')).toEqual(routes.map((route) => route.name).sort());
    await expect(page.locator('.info .title').textContent()).resolves.toContain('Site Management API');

    // Authorize: paste the user token into bearerToken (GET /user needs no site).
    await page.locator('.auth-wrapper .authorize').click();
    const bearer = page.locator('.auth-container').filter({ hasText: 'bearerToken' });
    await bearer.locator('input').fill(owner.token);
    await bearer.locator('button.authorize').click();
    await page.locator('.modal-ux .close-modal').click();

    // Try it: GET /user.
    const operation = page.locator('#operations-Identity-get-user');
    await operation.locator('.opblock-summary').click();
    await operation.locator('button.execute').click();
    const live = operation.locator('.live-responses-table');
    const status = live.locator('tbody .response-col_status').first();
    await status.waitFor({ timeout: 20_000 });
    await expect(status.textContent()).resolves.toContain('200');
    await expect(live.locator('tbody .response-col_description').first().textContent()).resolves.toContain(
      owner.user.email,
    );
    await operation.scrollIntoViewIfNeeded();

    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: new URL('docs.png', SCREENSHOTS).pathname, fullPage: false });

    // The call went out with the pasted token, and nothing left this machine's server.
    expect(requested).toContain(`${api.url}/user`);
    const external = requested.filter((url) => !url.startsWith('data:') && new URL(url).hostname !== '127.0.0.1');
    expect(external).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
