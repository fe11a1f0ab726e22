import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { BUDGET_EXCEPTIONS, budgetOf, categoryOf, recipeFor, recipeKey, S3_BUDGETS } from '../../harness/recipes.js';
import { forgetSiteCode, siteCode } from '../../lib/cloudcode/state.js';
import { issueAccountToken } from '../../lib/customers/confirmation-tokens.js';
import { isSingleResourceGet } from '../../lib/endpoint/route.js';
import type { HandlerDescription } from '../../lib/endpoint/handler.js';
import { s3RequestCount } from '../../lib/uploads/s3.js';
import { routeTable } from '../../scripts/route-table.js';
import { seedEntries } from '../../harness/seed-entries.js';
import type { Channel } from '../../lib/channels/channels.js';
import { useApi, type ApiResponse, type Owner } from '../helpers/api.js';

// Round-trip budgets: every route is held to its round-trip budget (DynamoDB requests per API call,
// authentication and rate limiting included), derived from its route table row. A route
// that reads its item with the token (`prefetch`) makes one request where the request names its
// site (the recipes send X-Service-Site with the site's id), and every single-resource GET answers
// a matching If-None-Match with 304 at the cost of its 200. Rate-limit flushes (one UpdateItem per
// batch of requests, amortized) are counted apart (lib/db/client.ts amortizedRequestCount).

/** Whether a route's function declares a prefetch (its handler's description). */
const prefetches = async (name: string): Promise<boolean> => {
  const { handler } = (await routeTable.load(name)) as { handler?: { description?: HandlerDescription } };
  return handler?.description?.schemas.prefetch !== undefined;
};
const api = useApi();
let owner: Owner;

beforeAll(async () => {
  owner = await api.owner();
});

/**
 * Reads that prefetch their item with the token and then need one more request, known only once
 * the item is read (still within the single-read budget of 2), each with the reason.
 */
const PREFETCH_FOLLOW_UPS: Readonly<Record<string, string>> = {
  'get-menu': "one BatchGetItem of the pages, blogs and entries the menu's links name, resolved at every read",
  'count-entries':
    "the COUNT Query of the channel's entries, shaped by the channel (its ACL and fields) read with the token",
};

describe('round-trip budgets', () => {
  it.each(routes.map((route) => [route.name, route] as const))('%s stays within its budget', async (_name, route) => {
    const recipe = recipeFor(route);
    if (!recipe) {
      throw new Error(
        `No budget recipe for ${route.name} (${recipeKey(route)}): add one to harness/recipes.ts ` +
          `(category ${categoryOf(route)}, budget ${budgetOf(route)} requests), so its round trips are measured.`,
      );
    }
    const request = await recipe({ api, owner });
    // Steady state: what the instance knows of the site's cloud code (whether a write runs hooks,
    // cached up to 10 s) is known, as it is for every write but an instance's first in 10 s.
    await siteCode(owner.site.id);
    let res: ApiResponse | undefined;
    const s3Before = s3RequestCount();
    const count = await api.countRequests(async () => {
      res = await api.request(request.method, request.path, request.options);
    });
    const s3 = s3RequestCount() - s3Before;
    const { status, text } = res as ApiResponse;
    expect(request.expect, `${request.method} ${request.path} answered ${status}: ${text.slice(0, 300)}`).toContain(
      status,
    );
    expect(
      count,
      `${route.name} (${categoryOf(route)}) made ${count} DynamoDB requests; its budget is ${budgetOf(route)}`,
    ).toBeLessThanOrEqual(budgetOf(route));
    expect(
      s3,
      `${route.name} made ${s3} S3 requests; its budget is ${S3_BUDGETS[route.name] ?? 0}`,
    ).toBeLessThanOrEqual(S3_BUDGETS[route.name] ?? 0);
    // A write that reads with the token (a public submission) still sends its write: only a read is one request.
    if (route.method === 'GET' && (await prefetches(route.name))) {
      expect(count, `${route.name} reads its item with the token: one request where the request names its site`).toBe(
        1 + (PREFETCH_FOLLOW_UPS[route.name] ? 1 : 0),
      );
    }
    if (isSingleResourceGet(route)) {
      const etag = (res as ApiResponse).headers.get('etag');
      expect(etag, `${route.name} sends a strong ETag`).toMatch(/^"[^"]+"$/);
      let again: ApiResponse | undefined;
      const conditional = await api.countRequests(async () => {
        again = await api.request(request.method, request.path, {
          ...request.options,
          headers: { ...request.options?.headers, 'if-none-match': etag as string },
        });
      });
      expect(again?.status, `${route.name} with If-None-Match: ${again?.text.slice(0, 200)}`).toBe(304);
      expect(again?.text).toBe('');
      expect(again?.headers.get('etag')).toBe(etag);
      expect(again?.headers.get('cache-control')).toBe('private, no-cache');
      expect(again?.headers.get('vary')).toBe('Authorization, X-Service-Site, Session-Token, X-Service-Version');
      expect(conditional, `${route.name}: a 304 costs what the 200 did`).toBeLessThanOrEqual(count);
    } else if (route.method === 'GET' && route.minted) {
      // A minted answer (a form token) is new every time: never cached, never a 304.
      expect((res as ApiResponse).headers.get('etag'), route.name).toBeNull();
      expect((res as ApiResponse).headers.get('cache-control'), route.name).toBe('no-store');
    }
  });

  // The single-read budgets (docs/performance.md): by id 1 (the token and the item in one BatchGetItem, the
  // request naming its site); by slug or fullpath ≤ 3, because a slug resolves through its claim
  // item first (an article's or entry's claim is read with the token when its parent is named by id).
  it('holds single reads to 1 request by id and 3 by slug or fullpath', async () => {
    const as = { token: owner.token, site: owner.site.id };
    const made = async (path: string, body: unknown) => {
      const res = await api.request('POST', path, { ...as, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: string; slug?: string; fullpath?: string };
    };
    const page = await made('/pages', { title: 'Budget page', slug: 'budget-page' });
    const blog = await made('/blogs', { name: 'Budget blog', slug: 'budget-blog' });
    const article = await made(`/blogs/${blog.id}/articles`, { title: 'Budget article', slug: 'budget-article' });
    const channel = await made('/channels', {
      name: 'Budget channel',
      slug: 'budget-channel',
      customizations: [{ name: 'title', type: 'string' }],
    });
    const entry = await made(`/channels/${channel.id}/entries`, { slug: 'budget-entry', fields: { title: 'x' } });
    const reads: [string, number][] = [
      [`/pages/${page.id}`, 1],
      [`/pages/${page.fullpath ?? 'budget-page'}`, 3],
      [`/blogs/${blog.id}`, 1],
      ['/blogs/budget-blog', 2],
      [`/blogs/${blog.id}/articles/${article.id}`, 1],
      [`/blogs/${blog.id}/articles/budget-article`, 1],
      [`/channels/${channel.id}`, 1],
      ['/channels/budget-channel', 3],
      [`/channels/${channel.id}/entries/${entry.id}`, 1],
      [`/channels/${channel.id}/entries/budget-entry`, 2],
    ];
    for (const [path, budget] of reads) {
      let status = 0;
      const count = await api.countRequests(async () => {
        ({ status } = await api.request('GET', path, as));
      });
      expect(status, path).toBe(200);
      expect(count, `GET ${path} made ${count} DynamoDB requests; its budget is ${budget}`).toBeLessThanOrEqual(budget);
    }
  });

  // A public submission reads the channel (or its slug's claim) and the site's form key with the
  // token, from a site-bound token as a site's form carries: a slug adds only the channel's read.
  it('holds a public submission to 2 requests by channel id and 3 by slug, from JSON or a plain form', async () => {
    const res = await api.request('POST', '/channels', {
      token: owner.token,
      site: owner.site.id,
      body: {
        name: 'Budget form',
        customizations: [{ name: 'name', type: 'string' }],
        acl: { create: 'public' },
        submittable: true,
        submittable_fields: ['name'],
        spam_detection: true,
      },
    });
    expect(res.status, res.text).toBe(201);
    const channel = res.body as { id: string; slug: string };
    const visitor = await api.siteToken(owner, ['public']);
    // The site's form key exists, as on any site that shows a form.
    expect(
      (await api.request('GET', `/channels/${channel.id}/submissions/form_token`, { token: visitor })).status,
    ).toBe(200);
    const form = new URLSearchParams({ name: 'Bob', access_token: visitor }).toString();
    const posts: [string, Parameters<typeof api.request>[2], number][] = [
      [channel.id, { token: visitor, body: { name: 'Ann' } }, 2],
      [channel.slug, { token: visitor, body: { name: 'Ann' } }, 3],
      [channel.slug, { raw: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 3],
    ];
    for (const [ref, options, budget] of posts) {
      let status = 0;
      const count = await api.countRequests(async () => {
        ({ status } = await api.request('POST', `/channels/${ref}/submissions`, options));
      });
      expect(status, ref).toBe(201);
      expect(count, `POST /channels/${ref}/submissions made ${count} DynamoDB requests`).toBe(budget);
    }
  });

  // A password reset does the same work on the request path whether or not the address has an
  // account, so neither its answer nor its cost tells one from the other.
  // A group's members are one Query of its membership items, which hold a copy of each customer.
  it("holds a group's member list to 2 requests, by the group's id or slug", async () => {
    const as = { token: owner.token, site: owner.site.id };
    const group = await api.request('POST', '/customer_groups', {
      ...as,
      body: { name: `Budget group ${Date.now()}` },
    });
    expect(group.status, group.text).toBe(201);
    for (const n of [1, 2]) {
      const body = { email: `member-${n}-${Date.now()}@example.com`, password: 'secret-123', groups: [group.body.id] };
      expect((await api.request('POST', '/customers?notify=false', { ...as, body })).status).toBe(201);
    }
    for (const ref of [group.body.id, group.body.slug]) {
      let found = 0;
      const count = await api.countRequests(async () => {
        found = (await api.request('GET', `/customers?where[groups]=${ref}`, as)).body.length;
      });
      expect(found, ref).toBe(2);
      expect(count, `GET /customers?where[groups]=${ref} made ${count} DynamoDB requests`).toBeLessThanOrEqual(2);
    }
  });

  // The slugs the product list's filters name (a collection's, a vendor's) resolve in one BatchGetItem.
  it('holds a product list filtered by a collection slug and a vendor slug to 3 requests', async () => {
    const as = (body?: unknown) => ({ token: owner.token, site: owner.site.id, ...(body !== undefined && { body }) });
    const collection = await api.request('POST', '/collections', as({ name: `Budget col ${Date.now()}` }));
    expect(collection.status, collection.text).toBe(201);
    const vendor = await api.request('POST', '/vendors', as({ name: `Budget vendor ${Date.now()}` }));
    expect(vendor.status, vendor.text).toBe(201);
    const product = await api.request(
      'POST',
      '/products',
      as({
        name: `Listed ${Date.now()}`,
        status: 'active',
        price: 1,
        vendor: vendor.body.id,
        collection_ids: [collection.body.id],
      }),
    );
    expect(product.status, product.text).toBe(201);
    const path = `/products?collection=${collection.body.slug}&where[vendor]=${vendor.body.slug}`;
    let found: { id: string }[] = [];
    const count = await api.countRequests(async () => {
      found = (await api.request('GET', path, as())).body;
    });
    expect(found.map((one) => one.id)).toEqual([product.body.id]);
    expect(count, `GET ${path} made ${count} DynamoDB requests`).toBe(3);
  });

  it("holds a request in the site's pinned version to what it costs unpinned, and a pin to 3 + 2 per member (nothing when unchanged)", async () => {
    const site = await api.owner();
    const as = { token: site.token, site: site.site.id };
    const member = { email: `pin-${Date.now()}@example.com`, name: 'Member', password: 'member-password-1' };
    expect(
      (await api.request('POST', `/sites/${site.site.id}/members`, { token: site.token, body: member })).status,
    ).toBe(201);
    const signedIn = await api.request('POST', '/auth/login', {
      body: { email: member.email, password: member.password },
    });
    expect(signedIn.status, signedIn.text).toBe(201);
    const unpinned = await api.countRequests(async () => {
      expect((await api.request('GET', '/site', as)).status).toBe(200);
    });
    // The token's own read, the site, the members; per member its tokens, then one transaction of its
    // membership and tokens.
    const pin = await api.countRequests(async () => {
      expect((await api.request('PATCH', '/site', { ...as, body: { api_version: '2026-12-01' } })).status).toBe(200);
    });
    expect(pin, `PATCH /site {api_version} made ${pin} DynamoDB requests`).toBe(3 + 2 * 2);
    const memberView = await api.request('GET', '/site', { token: signedIn.body.token, site: site.site.id });
    expect(memberView.headers.get('x-service-version')).toBe('2026-12-01');
    // The same pin again: the token and the site's write, nothing copied.
    const again = await api.countRequests(async () => {
      expect((await api.request('PATCH', '/site', { ...as, body: { api_version: '2026-12-01' } })).status).toBe(200);
    });
    expect(again).toBe(2);
    const pinned = await api.countRequests(async () => {
      const res = await api.request('GET', '/site', as);
      expect(res.headers.get('x-service-version')).toBe('2026-12-01');
    });
    expect(pinned).toBe(unpinned);
  });

  it('holds a menu linking 95 pages to 2 requests by id, and a redirect chain to one request per hop', async () => {
    const as = { token: owner.token, site: owner.site.id };
    // Root pages, created ten at a time (no parent to contend on).
    const pages: string[] = [];
    for (let n = 0; n < 95; n += 10) {
      const made = await Promise.all(
        Array.from({ length: Math.min(10, 95 - n) }, (_, i) =>
          api.request('POST', '/pages', { ...as, body: { title: `Menu page ${n + i}`, published: true } }),
        ),
      );
      for (const page of made) {
        expect(page.status, page.text).toBe(201);
        pages.push(page.body.id);
      }
    }
    const items = pages.map((id, n) => ({ title: `P${n}`, kind: 'page', target_page: id }));
    items.push({ title: 'Again', kind: 'page', target_page: pages[0] as string });
    const menu = await api.request('POST', '/menus', { ...as, body: { name: `Budget menu ${Date.now()}`, items } });
    expect(menu.status, menu.text).toBe(201);
    let read: ApiResponse | undefined;
    const count = await api.countRequests(async () => {
      read = await api.request('GET', `/menus/${menu.body.id}`, as);
    });
    expect(read?.body.items).toHaveLength(96);
    expect(read?.body.items.every((item: { target: unknown }) => item.target !== null)).toBe(true);
    expect(count, `GET /menus/{id} of 95 pages made ${count} DynamoDB requests`).toBe(2);

    const stamp = Date.now();
    const hops = [`/hop-a-${stamp}`, `/hop-b-${stamp}`, `/hop-c-${stamp}`];
    for (const [n, source] of hops.entries()) {
      const target = hops[n + 1] ?? 'https://example.com/end';
      expect((await api.request('POST', '/redirects', { ...as, body: { source, target } })).status).toBe(201);
    }
    let resolved: ApiResponse | undefined;
    const resolving = await api.countRequests(async () => {
      resolved = await api.request('GET', `/redirects/resolve?path=${hops[0]}`, as);
    });
    expect(resolved?.body).toMatchObject({ target: 'https://example.com/end', hops: 3 });
    expect(resolving, 'the token, then one GetItem per hop').toBe(1 + 3);
  }, 120_000);

  it('holds a password reset request to the same requests for a known and an unknown address', async () => {
    const visitor = await api.siteToken(owner, ['public']);
    const known = `known-${Date.now()}@example.com`;
    expect(
      (
        await api.request('POST', '/customers?notify=false', {
          token: owner.token,
          site: owner.site.id,
          body: { email: known, password: 'secret-123' },
        })
      ).status,
    ).toBe(201);
    const cost = (email: string) =>
      api.countRequests(async () => {
        expect(
          (await api.request('POST', '/customers/password_reset', { token: visitor, body: { email } })).status,
        ).toBe(202);
      });
    const knownCost = await cost(known);
    expect(knownCost).toBeLessThanOrEqual(3);
    expect(await cost(`nobody-${Date.now()}@example.com`)).toBe(knownCost);
  });

  it('holds a confirmation and a password reset that succeed to what their failures cost, plus their writes', async () => {
    const email = `links-${Date.now()}@example.com`;
    const made = await api.request('POST', '/customers?notify=false', {
      token: owner.token,
      site: owner.site.id,
      body: { email, password: 'secret-123' },
    });
    expect(made.status).toBe(201);
    // The links' secrets are made as the mail path makes them (the mail itself is tested in customer-mail.test.ts).
    const confirm = await issueAccountToken(owner.site.id, 'confirm', made.body.id, email);
    let status = 0;
    const confirming = await api.countRequests(async () => {
      status = (
        await api.request('POST', '/customers/confirm', {
          token: owner.token,
          site: owner.site.id,
          body: { token: confirm },
        })
      ).status;
    });
    expect(status).toBe(200);
    // The token, the link with its customer (one BatchGetItem), the transaction (customer, link used).
    expect(confirming).toBeLessThanOrEqual(3);
    const reset = await issueAccountToken(owner.site.id, 'reset', made.body.id, email);
    const resetting = await api.countRequests(async () => {
      status = (
        await api.request('POST', '/customers/password_reset/confirm', {
          token: owner.token,
          site: owner.site.id,
          body: { token: reset, password: 'new-secret-123' },
        })
      ).status;
    });
    expect(status).toBe(204);
    // As confirming, plus the Query of the customer's sessions that ends them (none here, so no BatchWriteItem).
    expect(resetting).toBeLessThanOrEqual(4);
  });

  it("holds a customer's erasure to 6 requests, sessions and devices included", async () => {
    const email = `erase-${Date.now()}@example.com`;
    const made = await api.request('POST', '/customers?notify=false', {
      token: owner.token,
      site: owner.site.id,
      body: { email, password: 'secret-123' },
    });
    expect(made.status).toBe(201);
    const storefront = await api.siteToken(owner, ['public']);
    const login = await api.request('POST', '/customers/login', {
      token: storefront,
      body: { email, password: 'secret-123' },
    });
    expect(login.status).toBe(201);
    let status = 0;
    const count = await api.countRequests(async () => {
      status = (
        await api.request('DELETE', `/customers/${made.body.id}?erase=true`, {
          token: owner.token,
          site: owner.site.id,
        })
      ).status;
    });
    expect(status).toBe(202);
    // The token, the customer, the erasure record, the Query of its sessions and devices, their
    // BatchWriteItem, and the transaction deleting the account with its claims and memberships.
    expect(count).toBeLessThanOrEqual(6);
  });

  it('holds starting a payment to 3 requests (plus the provider call) and a webhook applied to at most 4', async () => {
    const context = { api, owner };
    const { startPayment, signedPaymentEvent } = (await import('../../harness/recipes.js')).kit;
    const payment = await startPayment(context);
    const order = await api.request('GET', `/orders/${payment.order_id}`, { token: owner.token, site: owner.site.id });
    expect(order.body.financial_status).toBe('pending');
    const event = await signedPaymentEvent(context, payment);
    let applied: ApiResponse | undefined;
    const webhook = await api.countRequests(async () => {
      applied = await api.request('POST', `/payments/webhooks/test/${owner.site.id}`, event);
    });
    expect(applied?.body).toEqual({ status: 'applied' });
    expect(webhook, `a webhook applied made ${webhook} DynamoDB requests`).toBeLessThanOrEqual(4);
    const repeat = await api.countRequests(async () => {
      applied = await api.request('POST', `/payments/webhooks/test/${owner.site.id}`, event);
    });
    expect(applied?.body).toEqual({ status: 'duplicate' });
    expect(repeat).toBeLessThanOrEqual(webhook);
    const again = await startPayment(context);
    const started = await api.countRequests(async () => {
      applied = await api.request('POST', `/orders/${again.order_id}/payments`, {
        token: owner.token,
        site: owner.site.id,
        body: { provider: 'test', return_url: 'https://shop.example.com/thanks' },
      });
    });
    expect(applied?.status).toBe(201);
    expect(started, `POST /orders/{order}/payments made ${started} DynamoDB requests`).toBeLessThanOrEqual(3);
  });

  it('holds a checkout with taxes to 4 requests, plus one BatchGetItem for product types and groups, and its preview to the reads', async () => {
    const who = await api.owner();
    const as = (body?: unknown) => ({ token: who.token, site: who.site.id, ...(body !== undefined && { body }) });
    const settings = {
      origin_country: 'BE',
      oss: true,
      prices_include_tax: true,
      rates: [
        { country: 'BE', rate: 21 },
        { country: 'BE', rate: 6, category: 'reduced' },
        { country: 'FR', rate: 20 },
      ],
    };
    expect((await api.request('PUT', '/site/taxes', as(settings))).status).toBe(200);
    // The settings are read with the token.
    const read = await api.countRequests(async () => {
      expect((await api.request('GET', '/site/taxes', as())).body.origin_country).toBe('BE');
    });
    expect(read, `GET /site/taxes made ${read} DynamoDB requests`).toBe(1);
    const product = async (body: Record<string, unknown>) =>
      (
        await api.request(
          'POST',
          '/products',
          as({ name: `Taxed ${Math.random()}`, status: 'active', price: 10, inventory_quantity: 10, ...body }),
        )
      ).body as { id: string; slug: string };
    const plain = await product({ tax_category: 'reduced' });
    const type = await api.request(
      'POST',
      '/product_types',
      as({ name: `Books ${Math.random()}`, tax_category: 'reduced' }),
    );
    const typed = await product({ product_type_id: type.body.id });
    const group = await api.request(
      'POST',
      '/customer_groups',
      as({ name: `Exempt ${Math.random()}`, tax_exempt: true }),
    );
    const customer = await api.request(
      'POST',
      '/customers?notify=false',
      as({ email: `taxed-${Date.now()}@example.com`, password: 'secret-123', groups: [group.body.id] }),
    );
    const ship = { name: 'A', address1: 'Rue 1', zip: '75001', city: 'Paris', country: 'FR' };
    let last: ApiResponse | undefined;
    const measure = async (path: string, body: Record<string, unknown>, status: number) => {
      let res: ApiResponse | undefined;
      const count = await api.countRequests(async () => {
        res = await api.request('POST', path, as({ email: 'tax@example.com', shipping_address: ship, ...body }));
      });
      expect(res?.status, res?.text).toBe(status);
      last = res;
      return count;
    };
    // Products with their own category: the settings ride in the first BatchGetItem, nothing more.
    const own = await measure('/orders', { line_items: [{ product: plain.id, quantity: 1 }] }, 201);
    expect(own, `a taxed checkout made ${own} DynamoDB requests`).toBeLessThanOrEqual(4);
    // A category from the product type, and a customer's groups: one BatchGetItem more.
    const typedCount = await measure(
      '/orders',
      { line_items: [{ product: typed.id, quantity: 1 }], customer_id: customer.body.id },
      201,
    );
    expect(typedCount, `a checkout reading types and groups made ${typedCount} DynamoDB requests`).toBeLessThanOrEqual(
      5,
    );
    // A product named by slug costs its BatchGetItem as before, and the groups ride in it; the type
    // of a product named by slug is known only then: one BatchGetItem more.
    const bySlugCount = await measure(
      '/orders',
      {
        line_items: [
          { product: plain.id, quantity: 1 },
          { product: typed.slug, quantity: 1 },
        ],
        customer_id: customer.body.id,
      },
      201,
    );
    expect(bySlugCount, `a checkout by slug reading types and groups made ${bySlugCount}`).toBeLessThanOrEqual(6);
    // The type's category, read only by slug, counts: both lines' nets leave out the origin's reduced
    // 6% (10.00 → 9.43; 8.26 at the standard 21%), and the customer's group is exempt from the rest.
    expect(last?.body).toMatchObject({ tax_exempt_reason: 'customer_group', tax_total: 0, total: 18.86 });
    // Without the exempt customer its line is taxed at FR's rate for the reduced category (its standard 20%).
    await measure('/orders', { line_items: [{ product: typed.slug, quantity: 1 }] }, 201);
    expect(last?.body.line_items[0].tax_lines).toEqual([{ name: 'FR VAT (reduced)', rate: 20, amount: 1.89 }]);
    // The preview makes the checkout's reads and no write: token, the BatchGetItem, the tax reads.
    const preview = await measure(
      '/orders/preview',
      { line_items: [{ product: typed.id, quantity: 1 }], customer_id: customer.body.id },
      200,
    );
    expect(preview, `a preview made ${preview} DynamoDB requests`).toBeLessThanOrEqual(3);
  });

  it("holds a fulfilment to 3 requests, its cancellation to 3, and each page of an order's history or fulfilments to 2 (one more by number: its claim)", async () => {
    const context = { api, owner };
    const { orderLine } = (await import('../../harness/recipes.js')).kit;
    const as = { token: owner.token, site: owner.site.id };
    const { id, line } = await orderLine(context);
    const ship = () =>
      api.request('POST', `/orders/${id}/fulfillments`, {
        ...as,
        body: { lines: [{ line_id: line, quantity: 1 }], tracking_url: 'https://track.example.com/1' },
      });
    let res: ApiResponse | undefined;
    const shipped = await api.countRequests(async () => {
      res = await ship();
    });
    expect(res?.status, res?.text).toBe(201);
    expect(shipped, `a fulfilment made ${shipped} DynamoDB requests`).toBeLessThanOrEqual(3);
    const fulfillment = res?.body.id as string;
    const cancelled = await api.countRequests(async () => {
      res = await api.request('POST', `/orders/${id}/fulfillments/${fulfillment}/cancel`, as);
    });
    expect(res?.status, res?.text).toBe(200);
    expect(cancelled, `a cancellation made ${cancelled} DynamoDB requests`).toBeLessThanOrEqual(3);
    const shippedAgain = await ship();
    expect(shippedAgain.status).toBe(201);
    const again = shippedAgain.body.id as string;
    // By number the claim names the order's id: the order itself is not read.
    const { number } = (await api.request('GET', `/orders/${id}`, as)).body as { number: number };
    const byNumber = await api.countRequests(async () => {
      res = await api.request('POST', `/orders/${number}/fulfillments/${again}/cancel`, as);
    });
    expect(res?.status, res?.text).toBe(200);
    expect(byNumber, `a cancellation by number made ${byNumber} DynamoDB requests`).toBeLessThanOrEqual(4);
    // The payments of an order named by number: one more than by id (its claim), and the order read
    // only because the list is empty (an empty list or an unknown order). The number was resolved
    // by reading the whole order before: 5.
    const payments = await api.countRequests(async () => {
      res = await api.request('GET', `/orders/${number}/payments`, as);
    });
    expect(res?.status, res?.text).toBe(200);
    expect(res?.body).toEqual([]);
    expect(payments, `GET /orders/{number}/payments made ${payments} DynamoDB requests`).toBeLessThanOrEqual(4);
    for (const [path, budget] of [
      [`/orders/${id}/history?per_page=1`, 2],
      [`/orders/${id}/fulfillments?per_page=1`, 2],
      [`/orders/${number}/history?per_page=1`, 3],
      [`/orders/${number}/fulfillments?per_page=1`, 3],
    ] as const) {
      const first = await api.countRequests(async () => {
        res = await api.request('GET', path, as);
      });
      expect(res?.status).toBe(200);
      expect(first, `GET ${path} made ${first} DynamoDB requests`).toBeLessThanOrEqual(budget);
      const next = /<([^>]+)>;\s*rel="next"/.exec(res?.headers.get('link') ?? '')?.[1] as string;
      expect(next).toBeDefined();
      const second = await api.countRequests(async () => {
        res = await api.request('GET', new URL(next).pathname + new URL(next).search, as);
      });
      expect(res?.status).toBe(200);
      expect(res?.body).toHaveLength(1);
      expect(second, `the next page of ${path} made ${second} DynamoDB requests`).toBeLessThanOrEqual(budget);
    }
  });

  it('keeps exceptions only for routes that exist', () => {
    const names = new Set(routes.map((route) => route.name));
    expect(Object.keys(BUDGET_EXCEPTIONS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('derives the budget categories from the rows', () => {
    const row = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      name: string,
      auth: 'none' | 'token' | 'site' = 'site',
    ) => ({ name, method, path, auth, access: 'read' as const });
    expect(categoryOf(row('GET', '/pages/{page}', 'get-page'))).toBe('single-read');
    expect(categoryOf(row('GET', '/site', 'get-current-site'))).toBe('single-read');
    expect(categoryOf(row('GET', '/themes/{theme}', 'get-theme'))).toBe('theme-bundle');
    expect(categoryOf(row('GET', '/pages', 'list-pages'))).toBe('list');
    expect(categoryOf(row('POST', '/pages/{page}/batch', 'batch-page'))).toBe('batch');
    expect(categoryOf(row('POST', '/pages', 'create-page'))).toBe('create');
    expect(categoryOf(row('PATCH', '/pages/{page}', 'update-page'))).toBe('update');
    expect(categoryOf(row('DELETE', '/pages/{page}', 'delete-page'))).toBe('delete');
    expect(categoryOf(row('POST', '/customers/login', 'login-customer'))).toBe('action');
    expect(categoryOf(row('GET', '/health', 'get-health', 'none'))).toBe('public');
  });
});

// Cloud code: a write its before-hook watches costs the hook's run and no request of its own in
// steady state; a deployment that declared scopes (its code may call the SDK) also issues the
// invocation's token, one PutItem. No queue consumer runs here, so the counts are the request's.
describe('a before-hooked write', () => {
  it('costs no request of its own, and one PutItem (the invocation token) when the code may call the SDK', async () => {
    const site = await api.owner();
    const as = (body: unknown) => ({ token: site.token, site: site.site.id, body });
    expect(
      (
        await api.request(
          'POST',
          '/channels',
          as({ name: 'Notes', slug: 'notes', customizations: [{ name: 'title', type: 'string' }] }),
        )
      ).status,
    ).toBe(201);
    const write = (title = ' x ') => api.request('POST', '/channels/notes/entries', as({ fields: { title } }));
    await write();
    const unhooked = await api.countRequests(() => write());
    const files = [
      {
        name: 'hooks.js',
        code: "cloud.before('entry.create', 'notes', async (req) => { req.object.fields.title = req.object.fields.title.trim(); });",
      },
    ];
    for (const [scopes, extra] of [
      [[], 0],
      [['read_channels'], 1],
    ] as const) {
      expect((await api.request('POST', '/cloud_code/deployments', as({ files, scopes }))).status).toBe(201);
      forgetSiteCode(site.site.id);
      expect((await write(' y ')).body.fields.title).toBe('y'); // the first write after the activation reads the site's code
      expect(await api.countRequests(() => write()), `scopes [${scopes.join(',')}]`).toBe(unhooked + extra);
    }
  });
});

// Translations in bulk: a batch reads its keys 100 at a time and writes them 25 at a time, the
// site's locales read with the token; the flat file is the token's read and one Query per MB (the
// copy of the site's locales is the partition's first item, so the fallback needs no read).
describe('translations in bulk', () => {
  const keysOf = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      key: `${prefix}.${String(i).padStart(4, '0')}`,
      values: { en: `v${i}` },
    }));

  it('holds a batch of 1,000 new keys to 51 requests, and its repeat (nothing to write) to 11', async () => {
    const site = await api.owner();
    const as = (body: unknown) => ({ token: site.token, site: site.site.id, body });
    const translations = keysOf('bulk', 1000);
    let body: unknown;
    const first = await api.countRequests(async () => {
      const res = await api.request('POST', '/translations/batch', as({ translations }));
      expect(res.status, res.text).toBe(200);
      body = res.body;
    });
    expect(body).toEqual({ created: 1000, updated: 0, deleted: 0, unchanged: 0 });
    expect(first, 'the token with the site, 10 BatchGetItems, 40 BatchWriteItems').toBeLessThanOrEqual(51);
    const again = await api.countRequests(async () => {
      expect((await api.request('POST', '/translations/batch', as({ translations }))).body.unchanged).toBe(1000);
    });
    expect(again, 'the token with the site, 10 BatchGetItems').toBeLessThanOrEqual(11);
  });

  it('holds translations.json of 5,000 short keys to 2 requests, and its 304 too', async () => {
    const site = await api.owner();
    const as = { token: site.token, site: site.site.id };
    for (let part = 0; part < 5; part += 1) {
      const res = await api.request('POST', '/translations/batch', {
        ...as,
        body: { translations: keysOf(`k${part}`, 1000) },
      });
      expect(res.status, res.text).toBe(200);
    }
    // A single write stores the copy of the site's locales (a batch of 1,000 had no room for it).
    expect(
      (await api.request('PUT', '/translations/zz.last', { ...as, body: { values: { en: 'Last' } } })).status,
    ).toBe(201);
    let etag = '';
    const read = await api.countRequests(async () => {
      const res = await api.request('GET', '/translations.json', as);
      expect(res.status, res.text.slice(0, 200)).toBe(200);
      expect(Object.keys(res.body)).toHaveLength(5001);
      etag = res.headers.get('etag') ?? '';
    });
    expect(read, 'the token, one Query page').toBe(2);
    const conditional = await api.countRequests(async () => {
      expect(
        (await api.request('GET', '/translations.json', { ...as, headers: { 'if-none-match': etag } })).status,
      ).toBe(304);
    });
    expect(conditional).toBe(2);
  });
});

// Counts are exact COUNT Queries (lib/db/count.ts): one request per 1 MB of items read, so a list of
// 10,000 small items costs a handful, filtered in code or not. Seeded straight into the table.
describe('counts of 10,000 items', () => {
  let site: Owner;
  let channel: Channel;
  beforeAll(async () => {
    site = await api.owner();
    const res = await api.request('POST', '/channels', {
      token: site.token,
      site: site.site.id,
      body: { name: 'Counted', customizations: [{ name: 'title', type: 'string' }] },
    });
    expect(res.status, res.text).toBe(201);
    channel = res.body as Channel;
    await seedEntries(site.site.id, channel, 10_000, (i) => ({ title: i % 4 === 0 ? `Quarter ${i}` : `Entry ${i}` }));
  }, 240_000);

  it('counts them in at most 10 requests, with and without a filter', async () => {
    const as = { token: site.token, site: site.site.id };
    for (const [query, expected] of [
      ['', 10_000],
      ['?where[title][prefix]=quarter', 2_500],
    ] as const) {
      let res: ApiResponse | undefined;
      const count = await api.countRequests(async () => {
        res = await api.request('GET', `/channels/${channel.id}/entries/count${query}`, as);
      });
      expect(res?.status, res?.text).toBe(200);
      expect(res?.body).toEqual({ count: expected });
      expect(count, `count${query} made ${count} requests`).toBeLessThanOrEqual(10);
    }
  }, 60_000);
});
