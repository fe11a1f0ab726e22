import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen } from '../../local/server.js';
import type { CaughtMail } from '../../local/mail-catcher.js';
import { unique, useApi, type Owner } from '../helpers/api.js';
import { chromiumPresent, launchChromium } from './chromium.js';

// Forms in a real browser: a site on another origin (its own server on 127.0.0.1, another port)
// posts to the API with a plain HTML form (the token as access_token) and with fetch (CORS), and
// the submitter's confirmation arrives in the local SMTP catcher. The form token is checked, its
// minimum age set to 0 here (test/integration/forms.test.ts holds too-fast submissions as spam).
vi.hoisted(() => {
  process.env.SUBMISSION_MIN_SECONDS = '0';
});

const hasChromium = chromiumPresent('forms-browser');

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

describe.skipIf(!hasChromium)('forms on another origin in a real browser (Chromium)', () => {
  const api = useApi({ events: true, queues: true, smtp: true });
  let browser: Browser;
  let owner: Owner;
  let site: Server;
  let siteUrl: string;
  let channelId: string;
  let publicToken: string;

  beforeAll(async () => {
    owner = await api.owner();
    publicToken = await api.siteToken(owner, ['public']);
    const channel = await api.request('POST', '/channels', {
      token: owner.token,
      site: owner.site.id,
      body: {
        name: unique('Contact '),
        acl: { create: 'public' },
        submittable: true,
        spam_detection: true,
        customizations: [
          { name: 'name', type: 'string', required: true },
          { name: 'email', type: 'string' },
          { name: 'message', type: 'text' },
        ],
        submittable_fields: ['name', 'email', 'message'],
        submittable_confirmations: true,
        submittable_confirmation_receivers: 'email',
        submittable_confirmation_template: '<p>Thanks {{ entry.name }}, we read: {{ entry.message }}</p>',
      },
    });
    expect(channel.status, channel.text).toBe(201);
    channelId = channel.body.id;
    const action = `${api.url}/channels/${channelId}/submissions`;
    // The site's pages: a plain form (its form token fetched by the page's server, as a site renders it) and a script.
    site = createServer((req, res) => {
      void (async () => {
        if (req.url === '/contact') {
          const token = await api.request('GET', `/channels/${channelId}/submissions/form_token`, {
            token: publicToken,
          });
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(`<!doctype html><title>Contact</title><form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="access_token" value="${escapeHtml(publicToken)}">
<input type="hidden" name="_form_token" value="${escapeHtml(token.body.form_token)}">
<input type="hidden" name="_redirect" value="${escapeHtml(`${siteUrl}/thanks`)}">
<div style="position:absolute;left:-9999px" aria-hidden="true"><input name="_gotcha" tabindex="-1" autocomplete="off"></div>
<input name="name"><input name="email"><textarea name="message"></textarea><button type="submit">Send</button></form>`);
          return;
        }
        if (req.url === '/script') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(`<!doctype html><title>Script</title><script>
window.send = async (fields) => {
  const auth = { authorization: 'Bearer ${publicToken}' };
  const token = await (await fetch('${api.url}/channels/${channelId}/submissions/form_token', { headers: auth })).json();
  const res = await fetch('${action}', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ ...fields, _form_token: token.form_token }) });
  return { status: res.status, location: res.headers.get('location'), body: await res.json() };
};</script>`);
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>Thanks</title><h1>Thank you</h1>');
      })();
    });
    siteUrl = await listen(site, 0);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => {
      site?.close(() => resolve());
    });
  });

  const confirmationFor = async (address: string): Promise<CaughtMail | undefined> => {
    for (let i = 0; i < 100; i += 1) {
      await api.queues?.idle();
      const found = (await api.mail!.messages()).find((m) => m.to.includes(address));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  };

  it('posts a plain HTML form with access_token, is sent back to the site (303) and confirms by mail', async () => {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/contact`);
    await page.fill('input[name=name]', 'Grace');
    await page.fill('input[name=email]', 'grace@example.com');
    await page.fill('textarea[name=message]', '<script>alert(1)</script> see you');
    await Promise.all([page.waitForURL(`${siteUrl}/thanks`), page.click('button[type=submit]')]);
    await expect(page.locator('h1').textContent()).resolves.toBe('Thank you');
    const mail = await confirmationFor('grace@example.com');
    expect(mail?.html).toContain('Thanks Grace, we read: &lt;script&gt;alert(1)&lt;/script&gt; see you');
    const stored = await api.request('GET', `/channels/${channelId}/entries?where[name]=Grace`, {
      token: owner.token,
      site: owner.site.id,
    });
    expect(stored.body.map((e: { submission_status: string }) => e.submission_status)).toEqual(['received']);
    await page.close();
  });

  it('posts with fetch from another origin (CORS preflight with Authorization) and confirms by mail', async () => {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/script`);
    const result = await page.evaluate(() =>
      (
        globalThis as unknown as {
          send: (f: object) => Promise<{ status: number; location: string | null; body: { id: string } }>;
        }
      ).send({ name: 'Hopper', email: 'hopper@example.com', message: 'From a script' }),
    );
    expect(result.status).toBe(201);
    expect(result.location).toContain(`/channels/${channelId}/entries/${result.body.id}`);
    const mail = await confirmationFor('hopper@example.com');
    expect(mail?.text).toContain('Thanks Hopper, we read: From a script');
    await page.close();
  });
});
