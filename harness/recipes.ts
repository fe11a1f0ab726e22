/**
 * Round-trip budgets per route and the machinery of the recipes that measure them: each route's
 * recipe (declared beside its row, in functions/<domain>/routes.ts) sets up what the route needs over
 * HTTP and names the one request to measure. Shared by the budget test (request counts), the
 * authorization matrix, the fault test and `npm run bench` (counts and consumed capacity).
 *
 * Recipes are keyed by method and path with parameter names erased (`GET /pages/{}`), so a
 * route is matched however its parameter is named; a row without a recipe fails the budget test,
 * so a new route cannot land without a budget.
 */
import { createECDH, createHash, randomBytes } from 'node:crypto';
import type { RouteDefinition } from '../lib/endpoint/route.js';
import { getProvider, providerSecret } from '../lib/payments/providers.js';
import { signTestEvent, TEST_SIGNATURE_HEADER, testEventBody } from '../lib/payments/test-provider.js';
import { recipeBooks } from '../functions/routes.js';
import { unique, type ApiResponse, type Owner, type RequestOptions, type TestApi } from './api.js';
import { PNG_1x1, sha256Base64, uploadFile } from './uploads.js';

/** What kind of call a route is, read from its row; each kind has one request budget. */
export type BudgetCategory =
  | 'single-read'
  | 'theme-bundle'
  | 'list'
  | 'create'
  | 'update'
  | 'delete'
  | 'batch'
  | 'action'
  | 'public';

/**
 * DynamoDB requests per API call, authentication and rate limiting included (authentication is
 * one UpdateItem that also counts the rate limit). single-read, theme-bundle, list, batch and
 * create are the targets the API was first held to; update and delete follow the batch's shape (auth, one read, one
 * write); `action` (a POST that is not a creation: sign-in, sign-out) and `public` (no bearer
 * token: health, login, OAuth) get the create budget.
 */
export const BUDGETS: Readonly<Record<BudgetCategory, number>> = {
  'single-read': 2,
  'theme-bundle': 2,
  list: 2,
  batch: 3,
  create: 3,
  update: 3,
  delete: 3,
  action: 3,
  public: 3,
};

/**
 * Routes allowed more than their category's budget, each with the reason. Keep this short: every
 * entry is a route whose design needs the extra round trips, not one that happens to make them.
 */
export const BUDGET_EXCEPTIONS: Readonly<Record<string, { readonly budget: number; readonly reason: string }>> = {
  // Pinned at what they made when the budget test landed, so they cannot grow; `npm run bench`
  // still reports each as over its category's target until it is brought down.
  login: {
    budget: 6,
    reason:
      'credential flow: throttle counters, email claim, user, old-attempt cleanup, memberships, token (BatchGet Get Get Delete Query Put)',
  },
  'add-member': {
    budget: 4,
    reason:
      "an existing user (a new one takes 3, tested in sites.test.ts): site and email claim (BatchGet), the user's GSI1 Query for the token keys its tokens need, then one transaction",
  },
  'delete-theme': {
    budget: 6,
    reason: 'cascade: the theme transaction, then a Query per item kind page and a BatchWrite of its items',
  },
  'delete-customer': {
    budget: 4,
    reason: "over the delete target: ends the customer's sessions (Query) after the transaction",
  },
  'export-customer': {
    budget: 5,
    reason:
      "a customer's data export: the token, the customer, then one Query each of its orders, its devices and the submissions sent from its address, sent at once (each further MB of orders adds a Query, each 100 submissions a BatchGetItem)",
  },
  'login-customer': {
    budget: 6,
    reason: 'credential flow: throttle counters, email claim, customer, old-attempt cleanup, session put',
  },
  'change-own-customer-password': {
    budget: 5,
    reason:
      'credential flow: the session, the customer (its password hash), a Query of its sessions (and a BatchWrite ending the others, when it has any: none in the recipe), then the write',
  },
  'oauth-authorize-form': {
    budget: 8,
    reason: 'OAuth sign-in step: request, client, site, throttle and user lookups, membership query, request update',
  },
  // Blogs and channels landed over their targets; `npm run bench` lists the commands each one sends.
  'delete-blog': {
    budget: 5,
    reason:
      'cascade: blog read, transaction (blog, slug claim, copy), then a Query of the article partition (articles, publish order) and of the slug claims, and BatchWrites of what they find',
  },
  'update-article': {
    budget: 4,
    reason:
      'publishing or a new publish_at (other edits take 3, tested in blogs.test.ts): blog and article, the consistent Query for its new place in the publish order, then one transaction that relinks its neighbours',
  },
  'create-article': {
    budget: 4,
    reason:
      'a published article (a draft takes 3, tested in blogs.test.ts): blog, the consistent Query for its place in the publish order, then one transaction that relinks its neighbours',
  },
  'delete-channel': {
    budget: 4,
    reason:
      'cascade: channel read, transaction (channel, slug claim), then a Query of its entry partition and BatchWrites of what it finds',
  },
  'oauth-token': {
    budget: 6,
    reason:
      "OAuth refresh: client, refresh token, grant and user reads, the user's memberships (Query), then one transaction that rotates the tokens",
  },
  'call-function': {
    budget: 4,
    reason:
      "takes one of the site's 10 concurrency slots (an UpdateItem that also reads the active deployment and secrets), then gives it back and writes the invocation's log (two writes sent at once); the code is cached per instance (a deployment's first call on an instance adds its Query), and a deployment with scopes adds the invocation token's PutItem (sent while the code loads)",
  },
  // Checkout under a rush: the order number is an atomic increment outside the transaction, so concurrent
  // checkouts of a site never collide on a counter inside their transactions.
  'create-order': {
    budget: 4,
    reason:
      "the checkout: one BatchGetItem (site, products, coupon, rate, profile, customer), the order number (one UpdateItem on the site's counter, never in the transaction), then one TransactWriteItems",
  },
  'list-coupon-redemptions': {
    budget: 3,
    reason:
      'the coupon read (404 for an unknown coupon; a code resolves through its claim) beside one Query of its redemption partition',
  },
  'list-menus': {
    budget: 3,
    reason:
      'links are resolved at read time: the Query of the menus, then one BatchGetItem of every page, blog and entry their links name (one per 100)',
  },
  'resolve-redirect': {
    budget: 3,
    reason:
      'one GetItem per path of the chain: the redirect at the path asked for, then its target path, to learn whether another redirect continues it (a chain ending at an absolute URL takes one fewer)',
  },
  'capture-payment': {
    budget: 4,
    reason:
      "the payment (it names its order and provider), then one BatchGetItem of its order and its provider's settings (the key for the provider's capture call), then one transaction",
  },
  'void-payment': {
    budget: 4,
    reason:
      "the payment (it names its order and provider), then one BatchGetItem of its order and its provider's settings (the key for the provider's release call), then one transaction",
  },
  'delete-oauth-client': {
    budget: 4,
    reason:
      'marks the client deleted, revokes its grants (a GSI1 Query, then each grant: none in the recipe), then deletes it: each step safe to retry',
  },
};

/**
 * S3 requests per API call. Presigning is local CPU, so only `complete` (a GetObject
 * and a PutObjectTagging), `DELETE /uploads/{id}` (a DeleteObject) and the document downloads
 * touch the bucket; every other route makes none.
 */
export const S3_BUDGETS: Readonly<Record<string, number>> = {
  'complete-upload': 2,
  'delete-upload': 1,
  // A document's first download reads (missing) and stores it; later ones read it.
  'get-order-invoice-pdf': 2,
  'get-credit-note-pdf': 2,
};

/** The budget category of a route table row: from its auth, method, path and name. */
export const categoryOf = (route: RouteDefinition): BudgetCategory => {
  if (route.auth === 'none') return 'public';
  const lastIsParam = /\/\{[^}]+\}$/.test(route.path);
  switch (route.method) {
    case 'GET':
      if (/^\/themes\/\{[^}]+\}$/.test(route.path)) return 'theme-bundle';
      return !lastIsParam && route.name.startsWith('list-') ? 'list' : 'single-read';
    case 'POST':
      if (route.path.endsWith('/batch')) return 'batch';
      return /^(create|add|upsert)-/.test(route.name) ? 'create' : 'action';
    case 'DELETE':
      return 'delete';
    default:
      return 'update';
  }
};

/** A route's request budget: its category's, unless it has a documented exception. */
export const budgetOf = (route: RouteDefinition): number =>
  BUDGET_EXCEPTIONS[route.name]?.budget ?? BUDGETS[categoryOf(route)];

/** `GET /pages/{page}` → `GET /pages/{}`: the recipe key of a route. */
export const recipeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} ${route.path.replace(/\{[^}]+\}/g, '{}')}`;

/** The request a recipe measures, and the statuses that show it did its work. */
export interface MeasuredRequest {
  readonly method: string;
  readonly path: string;
  readonly options?: RequestOptions;
  readonly expect: readonly number[];
}

export interface RecipeContext {
  readonly api: TestApi;
  /** A user owning a site, signed in (user token: X-Service-Site names the site). */
  readonly owner: Owner;
}

export type Recipe = (context: RecipeContext) => Promise<MeasuredRequest>;

/** Fails a fixture step with the route's answer, so a broken recipe is told from a broken budget. */
const must = <T = any>(what: string, response: ApiResponse<T>, ...statuses: number[]): ApiResponse<T> => {
  if (!statuses.includes(response.status))
    throw new Error(`fixture step "${what}" answered ${response.status}: ${response.text.slice(0, 300)}`);
  return response;
};

/** Token and site headers of the owner, plus extra options. */
const as = (owner: Owner, extra: RequestOptions = {}): RequestOptions => ({
  token: owner.token,
  site: owner.site.id,
  ...extra,
  headers: { ...extra.headers },
});

const form = (params: Record<string, string>): RequestOptions => ({
  raw: new URLSearchParams(params).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${encodeURIComponent(user)}:${encodeURIComponent(password)}`).toString('base64')}`,
});

const get = (path: string, options: RequestOptions, expect = [200]): MeasuredRequest => ({
  method: 'GET',
  path,
  options,
  expect,
});

/** A fixture made by one POST as the owner, which must answer 201: its body. */
const created = async ({ api, owner }: RecipeContext, path: string, body: unknown): Promise<any> =>
  must(`POST ${path}`, await api.request('POST', path, as(owner, { body })), 201).body;

/**
 * CRUD recipes of a site resource created by POST to `pattern` and addressed by `/{id}`. A `{}` in
 * `pattern` is the parent resource, which `parent` creates (one per measured call).
 */
const crud = (
  pattern: string,
  body: () => Record<string, unknown>,
  update: Record<string, unknown>,
  options: {
    updateMethod?: string;
    parent?: (context: RecipeContext) => Promise<string>;
    /** The list has a `GET …/count` route: measured after one create, with this query string ('' for none). */
    count?: string;
  } = {},
) => {
  const { updateMethod = 'PUT', parent, count } = options;
  const collection = async (context: RecipeContext) =>
    parent ? pattern.replace('{}', await parent(context)) : pattern;
  const one = async (context: RecipeContext) => {
    const path = await collection(context);
    const id = must(
      `POST ${pattern}`,
      await context.api.request('POST', path, as(context.owner, { body: body() })),
      201,
    ).body.id as string;
    return `${path}/${id}`;
  };
  return {
    [`GET ${pattern}`]: async (context: RecipeContext) => {
      const path = await collection(context);
      must(`POST ${pattern}`, await context.api.request('POST', path, as(context.owner, { body: body() })), 201);
      return get(path, as(context.owner));
    },
    ...(count !== undefined && {
      [`GET ${pattern}/count`]: async (context: RecipeContext) => {
        const path = await collection(context);
        must(`POST ${pattern}`, await context.api.request('POST', path, as(context.owner, { body: body() })), 201);
        return get(`${path}/count${count}`, as(context.owner));
      },
    }),
    [`POST ${pattern}`]: async (context: RecipeContext) => ({
      method: 'POST',
      path: await collection(context),
      options: as(context.owner, { body: body() }),
      expect: [201],
    }),
    [`GET ${pattern}/{}`]: async (context: RecipeContext) => get(await one(context), as(context.owner)),
    [`${updateMethod} ${pattern}/{}`]: async (context: RecipeContext) => ({
      method: updateMethod,
      path: await one(context),
      options: as(context.owner, { body: update }),
      expect: [200],
    }),
    [`DELETE ${pattern}/{}`]: async (context: RecipeContext) => ({
      method: 'DELETE',
      path: await one(context),
      options: as(context.owner),
      expect: [204],
    }),
  } satisfies Record<string, Recipe>;
};

const WEBHOOK_BODY = { url: 'http://127.0.0.1:9/hook', events: ['page.*'] };
/**
 * A site holds at most 20 webhooks and the authorization matrix runs many recipes on one site:
 * before a recipe creates one, the oldest are deleted while more than 15 remain.
 */
const roomForWebhook = async ({ api, owner }: RecipeContext) => {
  const list = must('GET /webhooks', await api.request('GET', '/webhooks?per_page=100', as(owner)), 200).body as {
    id: string;
  }[];
  for (const webhook of list.slice(0, Math.max(0, list.length - 15))) {
    must('DELETE /webhooks/{}', await api.request('DELETE', `/webhooks/${webhook.id}`, as(owner)), 204);
  }
};
const makeWebhook = async (context: RecipeContext) => {
  await roomForWebhook(context);
  return (await created(context, '/webhooks', WEBHOOK_BODY)).id as string;
};

const makeBlog = async (context: RecipeContext) =>
  (await created(context, '/blogs', { name: unique('Blog ') })).id as string;
const makeChannel = async (context: RecipeContext) =>
  (
    await created(context, '/channels', {
      name: unique('Channel '),
      customizations: [{ name: 'title', type: 'string' }],
    })
  ).id as string;

const makeFormChannelRefs = async (context: RecipeContext) =>
  (await created(context, '/channels', {
    name: unique('Form '),
    customizations: [{ name: 'title', type: 'string' }],
    acl: { create: 'public' },
    submittable: true,
    submittable_fields: ['title'],
    spam_detection: true,
  })) as { id: string; slug: string };
const makeFormChannel = async (context: RecipeContext) => (await makeFormChannelRefs(context)).id;
/** A channel whose feed is on, with one entry. */
const makeFeedChannel = async (context: RecipeContext) => {
  const id = (
    await created(context, '/channels', {
      name: unique('News '),
      customizations: [{ name: 'title', type: 'string' }],
      acl: { read: 'public' },
      rss_enabled: true,
      rss_title_field: 'title',
    })
  ).id as string;
  await created(context, `/channels/${id}/entries`, { fields: { title: unique('Item ') } });
  return id;
};

// Pages: writes are measured with If-Match, as a careful client sends them.
const makePage = async ({ api, owner }: RecipeContext) => {
  const res = must(
    'POST /pages',
    await api.request('POST', '/pages', as(owner, { body: { title: unique('Page ') } })),
    201,
  );
  return { id: res.body.id as string, etag: res.headers.get('etag') as string };
};

// Themes: a theme with one item of each kind, so the bundle read has something to bundle.
const THEME_KINDS = ['layouts', 'templates', 'snippets', 'assets'] as const;
const makeTheme = async ({ api, owner }: RecipeContext, withItems = false): Promise<string> => {
  const id = must(
    'POST /themes',
    await api.request('POST', '/themes', as(owner, { body: { name: unique('Theme ') } })),
    201,
  ).body.id as string;
  if (withItems) {
    for (const kind of THEME_KINDS) {
      must(
        `POST /themes/{}/${kind}`,
        await api.request('POST', `/themes/${id}/${kind}`, as(owner, { body: themeItem(kind) })),
        201,
      );
    }
  }
  return id;
};
const themeItem = (kind: (typeof THEME_KINDS)[number], name = `${kind}-main.liquid`) => ({
  name: kind === 'assets' ? 'style.css' : name,
  code: kind === 'assets' ? 'body { margin: 0 }' : '<div>{{ content }}</div>',
});
const themeItemRecipes = Object.fromEntries(
  THEME_KINDS.flatMap((kind) => {
    const named = themeItem(kind).name;
    const withItem = async (context: RecipeContext) => {
      const id = await makeTheme(context);
      must(
        `POST /themes/{}/${kind}`,
        await context.api.request('POST', `/themes/${id}/${kind}`, as(context.owner, { body: themeItem(kind) })),
        201,
      );
      return id;
    };
    return [
      [
        `GET /themes/{}/${kind}`,
        async (context: RecipeContext) => get(`/themes/${await withItem(context)}/${kind}`, as(context.owner)),
      ],
      [
        `POST /themes/{}/${kind}`,
        async (context: RecipeContext) => ({
          method: 'POST',
          path: `/themes/${await makeTheme(context)}/${kind}`,
          options: as(context.owner, { body: themeItem(kind) }),
          expect: [201],
        }),
      ],
      [
        `GET /themes/{}/${kind}/{}`,
        async (context: RecipeContext) =>
          get(`/themes/${await withItem(context)}/${kind}/${encodeURIComponent(named)}`, as(context.owner)),
      ],
      [
        `DELETE /themes/{}/${kind}/{}`,
        async (context: RecipeContext) => ({
          method: 'DELETE',
          path: `/themes/${await withItem(context)}/${kind}/${encodeURIComponent(named)}`,
          options: as(context.owner),
          expect: [204],
        }),
      ],
    ];
  }),
) as Record<string, Recipe>;

// Customers.
const makeCustomer = async (context: RecipeContext) => {
  const email = `${unique('c')}@example.com`;
  const { id } = await created(context, '/customers', { email, password: 'secret-123', first_name: 'Ada' });
  return { id: id as string, email, password: 'secret-123' };
};

// A customer's address book: one address, made over HTTP.
const ADDRESS_BODY = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: 'Rue Haute 1',
  zip: '1000',
  city: 'Brussels',
  country: 'BE',
};
const makeAddress = async (context: RecipeContext) => {
  const customer = (await makeCustomer(context)).id;
  return { customer, id: (await created(context, `/customers/${customer}/addresses`, ADDRESS_BODY)).id as string };
};

// Orders: an active product to sell, made through the catalog route.
const makeProduct = async (context: RecipeContext) =>
  (
    await created(context, '/products', {
      name: unique('Mug '),
      status: 'active',
      price: 12.5,
      inventory_quantity: 1000,
      weight: 1,
    })
  ).id as string;
const placeOrder = async (context: RecipeContext) => {
  const product = await makeProduct(context);
  return (await created(context, '/orders', { email: 'bench@example.com', line_items: [{ product, quantity: 1 }] }))
    .id as string;
};
/** What a full checkout names besides its lines: a 10% coupon's code and a shipping rate's id. */
const checkoutExtras = async (context: RecipeContext) => ({
  coupon: (
    await created(context, '/coupons', {
      code: unique('BENCH'),
      coupon_type: 'percentage',
      coupon_percentage: 10,
    })
  ).code as string,
  shipping_rate_id: (await created(context, '/shipping_rates', { name: unique('Rate '), price: 4.99 })).id as string,
});

// Fulfilments: an order placed, with its first line's id; and that line shipped once (no mail).
const orderLine = async (context: RecipeContext) => {
  const id = await placeOrder(context);
  const order = must(`GET /orders/${id}`, await context.api.request('GET', `/orders/${id}`, as(context.owner)), 200);
  return { id, line: (order.body as { line_items: { id: string }[] }).line_items[0]?.id as string };
};
const shipLine = async (context: RecipeContext) => {
  const { id, line } = await orderLine(context);
  const shipped = must(
    'POST /orders/{}/fulfillments',
    await context.api.request(
      'POST',
      `/orders/${id}/fulfillments`,
      as(context.owner, { body: { lines: [{ line_id: line, quantity: 1 }], notify: false } }),
    ),
    201,
  );
  return { id, line, fulfillment: (shipped.body as { id: string }).id };
};

// Payments: an order's payment through the test provider, and its event signed as the provider's checkout page signs it.
const startPayment = async (context: RecipeContext) => {
  must(
    'PUT /payment_providers/test',
    await context.api.request('PUT', '/payment_providers/test', as(context.owner, { body: {} })),
    200,
    201,
  );
  const order = await placeOrder(context);
  return must(
    'POST /orders/{}/payments',
    await context.api.request(
      'POST',
      `/orders/${order}/payments`,
      as(context.owner, { body: { provider: 'test', return_url: 'https://shop.example.com/thanks' } }),
    ),
    201,
  ).body as { id: string; order_id: string; amount: number; currency: string };
};
const signedPaymentEvent = async (
  { owner }: RecipeContext,
  payment: { id: string; order_id: string; amount: number; currency: string },
  type = 'paid',
): Promise<RequestOptions> => {
  const settings = await getProvider(owner.site.id, 'test');
  const secret = settings && (await providerSecret(owner.site.id, settings, 'signing_secret'));
  if (!secret) throw new Error('fixture step "signedPaymentEvent": the test provider has no signing secret');
  const raw = testEventBody(payment, type);
  return { raw, headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestEvent(secret, raw) } };
};

// Devices and push: a browser device whose endpoint is the discard port (no queue runs here: nothing is sent).
/** A Web Push subscription as a browser makes one: a fresh P-256 key and a 16-byte auth secret. */
export const browserSubscription = (endpoint: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};
const deviceBody = () => ({
  platform: 'web',
  installation_id: unique('inst-'),
  subscription: browserSubscription(`http://127.0.0.1:9/push/${unique('')}`),
  channels: ['news'],
});
const makeDevice = async ({ api, owner }: RecipeContext) =>
  must('POST /devices', await api.request('POST', '/devices', as(owner, { body: deviceBody() })), 201).body
    .id as string;
const PUSH_BODY = { target: { channels: ['news'] }, notification: { title: 'Hello', body: 'From the bench' } };
const makePush = async ({ api, owner }: RecipeContext, body: Record<string, unknown> = PUSH_BODY) =>
  must('POST /devices/push', await api.request('POST', '/devices/push', as(owner, { body })), 202).body.id as string;
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
// Uploads: a 1×1 PNG posted to the media bucket (the local S3-compatible server), completed unless asked not to.
const makeUpload = async ({ api, owner }: RecipeContext, complete = true) => {
  const { created, completed } = await uploadFile(api, as(owner), {
    bytes: PNG_1x1,
    contentType: 'image/png',
    filename: 'pixel.png',
    complete,
  });
  if (completed) must('POST /uploads/{}/complete', completed, 200);
  return created.body.id;
};

// OAuth: a first-party confidential client (password grant) that may also run the code flow.
const REDIRECT_URI = 'https://app.example.com/callback';
const makeClient = async ({ api, owner }: RecipeContext) => {
  const res = must(
    'POST /oauth2/clients',
    await api.request('POST', '/oauth2/clients', {
      token: owner.token,
      body: {
        name: unique('app '),
        redirect_uris: [REDIRECT_URI],
        scopes: ['openid', 'profile', 'email', 'read_content'],
        first_party: true,
      },
    }),
    201,
  );
  return { id: res.body.client_id as string, secret: res.body.client_secret as string };
};
const passwordGrant = async (
  context: RecipeContext,
  client: { id: string; secret: string },
  scope = 'openid profile read_content',
) =>
  must(
    'POST /oauth2/token (password)',
    await context.api.request('POST', '/oauth2/token', {
      ...form({ grant_type: 'password', username: context.owner.user.email, password: context.owner.password, scope }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic(client.id, client.secret) },
    }),
    200,
  ).body as { access_token: string; refresh_token?: string };
const startAuthorization = async (context: RecipeContext, client: { id: string }) => {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: client.id,
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile',
    state: 'xyz',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const res = must('GET /oauth2/authorize', await context.api.request('GET', `/oauth2/authorize?${query}`), 200);
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(res.text)?.[1] ?? '';
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  return { query, requestId: field('request_id'), csrf: field('csrf_token'), cookie };
};

// Cloud code: a trivial deployment (a function and a job), deployed through the route.
const CLOUD_CODE =
  "cloud.define('hello', async (req) => ({ ok: true, name: req.params.name ?? null }));\ncloud.job('tidy', async (req) => ({ tidied: true }));\n";
const deployCode = async ({ api, owner }: RecipeContext) =>
  must(
    'POST /cloud_code/deployments',
    await api.request(
      'POST',
      '/cloud_code/deployments',
      as(owner, {
        body: { files: [{ name: 'main.js', code: CLOUD_CODE }] },
      }),
    ),
    201,
  ).body.id as string;
const putSecret = async ({ api, owner }: RecipeContext) => {
  const name = unique('BENCH_');
  must(
    'PUT /cloud_code/secrets/{}',
    await api.request('PUT', `/cloud_code/secrets/${name}`, as(owner, { body: { value: 'secret-value' } })),
    200,
  );
  return name;
};

/**
 * What a folder's recipes are written with (functions/<domain>/routes.ts): the fixtures and
 * helpers here, handed over so that routes.ts imports nothing at run time (a function's bundle
 * must never carry them).
 */
export const kit = {
  must,
  as,
  form,
  basic,
  get,
  crud,
  WEBHOOK_BODY,
  roomForWebhook,
  makeWebhook,
  makeBlog,
  makeChannel,
  makeFormChannelRefs,
  makeFormChannel,
  makeFeedChannel,
  makePage,
  makeTheme,
  themeItemRecipes,
  makeCustomer,
  ADDRESS_BODY,
  makeAddress,
  makeProduct,
  placeOrder,
  checkoutExtras,
  created,
  startPayment,
  orderLine,
  shipLine,
  signedPaymentEvent,
  deviceBody,
  makeDevice,
  PUSH_BODY,
  makePush,
  inADay,
  makeUpload,
  REDIRECT_URI,
  makeClient,
  passwordGrant,
  startAuthorization,
  CLOUD_CODE,
  deployCode,
  putSecret,
  unique,
  PNG_1x1,
  sha256Base64,
};
export type RecipeKit = typeof kit;
/** A folder's recipes: a function of the kit, so its routes.ts imports only types. */
export type RecipeBook = (kit: RecipeKit) => Readonly<Record<string, Recipe>>;

/** The recipes, by {@link recipeKey}: every folder's, from the route table. */
export const recipes: Readonly<Record<string, Recipe>> = Object.assign({}, ...recipeBooks.map((book) => book(kit)));

/**
 * Beyond the one-recipe-per-route table: the largest checkout, 50 lines of 50 products with a
 * coupon and a shipping rate (still one BatchGetItem and one TransactWriteItems, beside the order number's UpdateItem).
 */
export const largeCheckout: Recipe = async (context) => {
  const products = await Promise.all(Array.from({ length: 50 }, () => makeProduct(context)));
  return {
    method: 'POST',
    path: '/orders',
    expect: [201],
    options: as(context.owner, {
      body: {
        email: 'bench@example.com',
        ...(await checkoutExtras(context)),
        line_items: products.map((product) => ({ product, quantity: 1 })),
      },
    }),
  };
};

/** The recipe of a route, or undefined when it has none yet. */
export const recipeFor = (route: RouteDefinition): Recipe | undefined => recipes[recipeKey(route)];
