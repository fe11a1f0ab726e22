import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { chromiumPresent, launchChromium } from './chromium.js';

const hasChromium = chromiumPresent('payments-browser');

describe.skipIf(!hasChromium)("the test provider's checkout page in a real browser (Chromium)", () => {
  const api = useApi();
  let browser: Browser;
  let owner: Owner;
  const as = (extra: Record<string, unknown> = {}) => ({ token: owner.token, site: owner.site.id, ...extra });

  beforeAll(async () => {
    owner = await api.owner();
    browser = await launchChromium();
    expect((await api.request('PUT', '/payment_providers/test', as({ body: {} }))).status).toBe(201);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const checkout = async () => {
    const product = await api.request(
      'POST',
      '/products',
      as({ body: { name: unique('Mug '), status: 'active', price: 19.99, inventory_quantity: 5 } }),
    );
    const order = await api.request(
      'POST',
      '/orders',
      as({ body: { email: 'buyer@example.com', line_items: [{ product: product.body.id, quantity: 1 }] } }),
    );
    expect(order.status, order.text).toBe(201);
    const payment = await api.request(
      'POST',
      `/orders/${order.body.id}/payments`,
      as({ body: { provider: 'test', return_url: `${api.url}/health` } }),
    );
    expect(payment.status, payment.text).toBe(201);
    return { order: order.body as { id: string }, payment: payment.body as { id: string; checkout_url: string } };
  };

  it('walks an order from checkout to paid: the page posts the signed event and sends the buyer back', async () => {
    const { order, payment } = await checkout();
    const page = await browser.newPage();
    const opened = await page.goto(payment.checkout_url);
    expect(opened?.status()).toBe(200);
    expect(await page.locator('#amount').textContent()).toBe('19.99 EUR');
    expect(await page.locator('#status').textContent()).toBe('pending');
    await Promise.all([page.waitForURL(/\/health\?payment_id=/), page.locator('button[value="paid"]').click()]);
    expect(page.url()).toBe(`${api.url}/health?payment_id=${payment.id}`);
    const shown = (await api.request('GET', `/orders/${order.id}`, as())).body;
    expect(shown).toMatchObject({
      status: 'paid',
      financial_status: 'paid',
      amount_paid: 19.99,
      amount_outstanding: 0,
    });
    expect((await api.request('GET', `/payments/${payment.id}`, as())).body.status).toBe('paid');
    await page.close();
  });

  it('reports a failed payment and leaves the order pending', async () => {
    const { order, payment } = await checkout();
    const page = await browser.newPage();
    await page.goto(payment.checkout_url);
    await Promise.all([page.waitForURL(/\/health\?payment_id=/), page.locator('button[value="failed"]').click()]);
    expect((await api.request('GET', `/payments/${payment.id}`, as())).body.status).toBe('failed');
    expect((await api.request('GET', `/orders/${order.id}`, as())).body.financial_status).toBe('pending');
    await page.close();
  });
});
