import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  changeOf,
  eventIdOf,
  eventOf,
  previousAttributes,
  sourceOf,
  stripItem,
  type StreamRecordLike,
} from '../../../lib/events/event-map.js';
import type { Item } from '../../../lib/events/resource-kinds.js';

const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const OTHER = 'cccccccccccccccccccccccc';
const T0 = '2026-01-01T00:00:00Z';
const T1 = '2026-01-02T00:00:00Z';
const BASE = 'https://api.example.com';
const context = { base: BASE, subdomain: 'shop' };

type Action = 'INSERT' | 'MODIFY' | 'REMOVE';

let sequence = 0;
/** A stream record as Lambda delivers it (attribute values, epoch seconds). */
const record = (
  action: Action,
  key: { pk: string; sk: string },
  oldImage?: Item,
  newImage?: Item,
): StreamRecordLike => ({
  eventID: `record-${(sequence += 1)}`,
  eventName: action,
  dynamodb: {
    ApproximateCreationDateTime: Date.parse(T1) / 1000,
    Keys: marshall(key),
    ...(oldImage && { OldImage: marshall({ ...key, ...oldImage }, { removeUndefinedValues: true }) }),
    ...(newImage && { NewImage: marshall({ ...key, ...newImage }, { removeUndefinedValues: true }) }),
  },
});

const eventFor = (rec: StreamRecordLike, parent?: Item) => {
  const change = changeOf(rec);
  if (!change) throw new Error('not a change');
  const source = sourceOf(change);
  return source && eventOf(change, source, { ...context, parent });
};

const page = (title: string, extra: Item = {}): Item => ({
  doc: {
    id: ID,
    title,
    slug: 'about',
    fullpath: 'about',
    parent: null,
    parent_path: '',
    depth: 0,
    created_at: T0,
    updated_at: T0,
  },
  version: 1,
  child_count: 0,
  child_rev: 0,
  gsi1pk: `${SITE}#PAGE_BY_PATH`,
  gsi1sk: 'about',
  ...extra,
});
const blog: Item = {
  id: OTHER,
  slug: 'news',
  name: 'News',
  header: {},
  customizations: [],
  created_at: T0,
  updated_at: T0,
  version: 2,
};
const article: Item = { doc: { id: ID, title: 'Hi', slug: 'hi', created_at: T0, updated_at: T0 }, version: 1 };
const theme: Item = {
  id: OTHER,
  site_id: SITE,
  name: 'Dawn',
  short: 'dawn',
  created_at: T0,
  updated_at: T0,
  gsi1pk: `${SITE}#THEMES`,
  gsi1sk: `THEME#${OTHER}`,
};
const layout: Item = {
  id: ID,
  theme_id: OTHER,
  kind: 'layouts',
  name: 'main',
  folder: null,
  code: 'x',
  size: 1,
  created_at: T0,
  updated_at: T0,
};
const customer: Item = {
  id: ID,
  site_id: SITE,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: null,
  accepts_marketing: false,
  password_hash: 'scrypt$abc',
  created_at: T0,
  updated_at: T0,
};

const ADDRESS = {
  id: OTHER,
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: null,
  address1: 'Rue Haute 1',
  address2: null,
  zip: '1000',
  city: 'Brussels',
  province: null,
  country: 'BE',
  phone: null,
  vat_number: null,
  default_billing: true,
  default_shipping: false,
};

const PRODUCT = {
  id: ID,
  name: 'Mug',
  slug: 'mug',
  status: 'active',
  price: 1250,
  track_inventory: true,
  inventory_quantity: 5,
  options: [],
  variants: [],
  variant_stock: {},
  collection_ids: [],
  custom_fields: {},
  created_at: T0,
  updated_at: T0,
};
const UPLOAD = {
  id: ID,
  site_id: SITE,
  filename: 'a.png',
  content_type: 'image/png',
  size: 67,
  checksum_sha256: 'q83v',
  purpose: 'media',
  status: 'pending',
  key: `sites/${SITE}/${ID}-x.png`,
  expires_at: T0,
  created_at: T0,
  updated_at: T0,
  use_stamp: 'abc',
};
const ORDER = {
  id: ID,
  number: 1001,
  status: 'pending',
  customer_id: null,
  email: 'a@example.com',
  currency: 'EUR',
  line_items: [
    {
      id: OTHER,
      product_id: OTHER,
      variant_id: null,
      sku: null,
      title: 'Mug',
      variant_title: null,
      quantity: 2,
      unit_price: 1000,
      total: 2000,
    },
  ],
  subtotal: 2000,
  discount: 0,
  shipping: 0,
  total: 2000,
  coupon: null,
  shipping_rate: null,
  checkout_profile_id: null,
  custom_fields: {},
  shipping_address: null,
  billing_address: null,
  note: null,
  history: [{ status: 'pending', at: T0, note: null }],
  created_at: T0,
  updated_at: T0,
  version: 1,
  redeemer: 'email:a@example.com',
  taken: [{ product_id: OTHER, quantity: 2 }],
};

const DEVICE = {
  id: ID,
  site_id: SITE,
  installation_id: 'inst-1',
  platform: 'web',
  token_hint: '…abcd',
  endpoint_host: 'push.example.com',
  app_name: null,
  app_version: '1.0',
  locale: null,
  time_zone: null,
  badge: 0,
  channels: ['news'],
  tags: [],
  customer_id: null,
  active: true,
  deactivated_at: null,
  deactivation_reason: null,
  last_seen_at: T0,
  created_at: T0,
  updated_at: T0,
  credential_hash: 'h',
  version: 1,
  secret: {
    subscription: { endpoint: 'https://push.example.com/abcd', keys: { p256dh: 'p256dh-secret', auth: 'auth-secret' } },
  },
};
const COUNTS = { targeted: 1, sent: 1, failed: 0, invalidated: 0 };
const PUSH = {
  id: ID,
  site_id: SITE,
  status: 'succeeded',
  target: { channels: ['news'] },
  notification: { title: 'Hi' },
  options: {},
  counts: COUNTS,
  by_platform: { ios: { ...COUNTS, targeted: 0, sent: 0 }, android: { ...COUNTS, targeted: 0, sent: 0 }, web: COUNTS },
  errors: [],
  send_at: null,
  expires_at: null,
  created_at: T0,
  updated_at: T0,
  started_at: T0,
  completed_at: T0,
  cancelled_at: null,
  pages_done: 1,
  fanout_done: true,
  batches_total: 1,
  batches_done: 1,
};

describe('changeOf', () => {
  it('reads Lambda records (epoch seconds) and Streams API records (Date)', () => {
    const lambda = changeOf(record('INSERT', { pk: 'a', sk: 'b' }, undefined, { x: 1 }));
    expect(lambda).toMatchObject({ action: 'INSERT', key: { pk: 'a', sk: 'b' }, newImage: { pk: 'a', sk: 'b', x: 1 } });
    expect(lambda?.at.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    const api = changeOf({
      eventID: 'x',
      eventName: 'REMOVE',
      dynamodb: { ApproximateCreationDateTime: new Date(T0), Keys: marshall({ pk: 'a', sk: 'b' }) },
    });
    expect(api?.at.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('repairs empty maps the Streams API client returns as {}', () => {
    const change = changeOf({
      eventID: 'x',
      eventName: 'INSERT',
      dynamodb: {
        Keys: marshall({ pk: 'a', sk: 'b' }),
        NewImage: { pk: { S: 'a' }, header: {}, nested: { M: { inner: {} } } },
      },
    });
    expect(change?.newImage).toEqual({ pk: 'a', header: {}, nested: { inner: {} } });
  });

  it('ignores records without keys or of another kind', () => {
    expect(changeOf({ eventID: 'x', eventName: 'INSERT', dynamodb: {} })).toBeUndefined();
    expect(
      changeOf({ eventID: 'x', eventName: 'OTHER', dynamodb: { Keys: marshall({ pk: 'a', sk: 'b' }) } }),
    ).toBeUndefined();
  });
});

describe('events of resources', () => {
  const cases: {
    name: string;
    rec: () => StreamRecordLike;
    parent?: Item;
    type: string;
    object: Record<string, unknown>;
    absent?: string[];
  }[] = [
    {
      name: 'a new page',
      type: 'page.created',
      rec: () => record('INSERT', { pk: `${SITE}#PAGE`, sk: ID }, undefined, page('About')),
      object: { id: ID, url: `${BASE}/pages/${ID}`, title: 'About', public_url: 'https://shop.sites.localhost/about' },
      absent: ['doc', 'version', 'child_count', 'gsi1pk'],
    },
    {
      name: 'a deleted page',
      type: 'page.deleted',
      rec: () => record('REMOVE', { pk: `${SITE}#PAGE`, sk: ID }, page('About')),
      object: { id: ID, title: 'About' },
    },
    {
      name: 'a new blog',
      type: 'blog.created',
      rec: () => record('INSERT', { pk: `${SITE}#BLOG`, sk: OTHER }, undefined, blog),
      object: { id: OTHER, url: `${BASE}/blogs/${OTHER}`, fullpath: 'news', name: 'News' },
      absent: ['version', 'pk', 'sk'],
    },
    {
      name: 'a new article (its blog read as the parent)',
      type: 'article.created',
      parent: { pk: `${SITE}#BLOG`, sk: OTHER, ...blog },
      rec: () => record('INSERT', { pk: `${SITE}#ARTICLE#${OTHER}`, sk: ID }, undefined, article),
      object: {
        id: ID,
        url: `${BASE}/blogs/${OTHER}/articles/${ID}`,
        fullpath: 'news/hi',
        public_url: 'https://shop.sites.localhost/news/hi',
      },
    },
    {
      name: 'an article deleted after its blog',
      type: 'article.deleted',
      rec: () => record('REMOVE', { pk: `${SITE}#ARTICLE#${OTHER}`, sk: ID }, article),
      object: { id: ID },
    },
    {
      name: 'a new channel',
      type: 'channel.created',
      rec: () =>
        record('INSERT', { pk: `${SITE}#CHANNEL#${OTHER}`, sk: 'CHANNEL' }, undefined, {
          id: OTHER,
          site_id: SITE,
          name: 'Jobs',
          customizations: [],
          gsi2pk: 'x',
        }),
      object: { id: OTHER, url: `${BASE}/channels/${OTHER}`, name: 'Jobs' },
      absent: ['site_id', 'gsi2pk'],
    },
    {
      name: 'a new entry',
      type: 'entry.created',
      rec: () =>
        record('INSERT', { pk: `${SITE}#CHANNEL#${OTHER}`, sk: `ENTRY#${ID}` }, undefined, {
          id: ID,
          channel_id: OTHER,
          slug: null,
          customer_id: null,
          fields: { a: 1 },
          created_at: T0,
          updated_at: T0,
        }),
      object: { id: ID, url: `${BASE}/channels/${OTHER}/entries/${ID}`, fields: { a: 1 } },
    },
    {
      name: 'a new theme',
      type: 'theme.created',
      rec: () => record('INSERT', { pk: `${SITE}#THEME#${OTHER}`, sk: 'THEME' }, undefined, theme),
      object: { id: OTHER, url: `${BASE}/themes/${OTHER}`, name: 'Dawn' },
      absent: ['site_id', 'gsi1pk'],
    },
    {
      name: 'a customer, without its password hash',
      type: 'customer.created',
      rec: () => record('INSERT', { pk: `${SITE}#CUSTOMER`, sk: ID }, undefined, customer),
      object: { id: ID, name: 'Ada Lovelace', email: 'ada@example.com' },
      absent: ['password_hash'],
    },
    {
      name: "a customer's address book changed: customer.updated, with the addresses",
      type: 'customer.updated',
      rec: () =>
        record(
          'MODIFY',
          { pk: `${SITE}#CUSTOMER`, sk: ID },
          { ...customer, addresses: [] },
          { ...customer, addresses: [ADDRESS] },
        ),
      object: { id: ID, addresses: [ADDRESS] },
      absent: ['password_hash'],
    },
    {
      name: 'a coupon',
      type: 'coupon.created',
      rec: () =>
        record('INSERT', { pk: `${SITE}#COUPON`, sk: ID }, undefined, {
          id: ID,
          code: 'SAVE',
          state: 'enabled',
          created_at: T0,
          updated_at: T0,
          version: 1,
        }),
      object: { id: ID, url: `${BASE}/coupons/${ID}`, code: 'SAVE' },
    },
    {
      name: 'a shipping rate',
      type: 'shipping_rate.deleted',
      rec: () =>
        record(
          'REMOVE',
          { pk: `${SITE}#SHIPPING_RATE`, sk: ID },
          { id: ID, name: 'Post', created_at: T0, updated_at: T0, version: 3 },
        ),
      object: { id: ID, url: `${BASE}/shipping_rates/${ID}`, name: 'Post' },
    },
    {
      name: 'a checkout profile',
      type: 'checkout_profile.created',
      rec: () =>
        record('INSERT', { pk: `${SITE}#CHECKOUT_PROFILE`, sk: ID }, undefined, {
          id: ID,
          slug: 'default',
          name: 'Default',
          customizations: [],
          created_at: T0,
          updated_at: T0,
        }),
      object: { id: ID, url: `${BASE}/products/checkout_profiles/${ID}`, slug: 'default' },
    },
    {
      name: 'a product whose stock a checkout took',
      type: 'product.updated',
      rec: () =>
        record(
          'MODIFY',
          { pk: `${SITE}#PRODUCT`, sk: ID },
          { ...PRODUCT, inventory_quantity: 5, version: 2 },
          { ...PRODUCT, inventory_quantity: 3, version: 3 },
        ),
      object: { id: ID, url: `${BASE}/products/${ID}`, price: 12.5, inventory_quantity: 3 },
      absent: ['variant_stock'],
    },
    {
      name: 'a customer group',
      type: 'customer_group.updated',
      rec: () =>
        record(
          'MODIFY',
          { pk: `${SITE}#CUSTOMER_GROUP`, sk: ID },
          {
            id: ID,
            slug: 'vip',
            name: 'VIP',
            description: '',
            tax_exempt: false,
            created_at: T0,
            updated_at: T0,
            version: 1,
          },
          {
            id: ID,
            slug: 'gold',
            name: 'Gold',
            description: '',
            tax_exempt: false,
            created_at: T0,
            updated_at: T0,
            version: 2,
          },
        ),
      object: { id: ID, url: `${BASE}/customer_groups/${ID}`, slug: 'gold', name: 'Gold' },
      absent: ['version'],
    },
    {
      name: 'a menu, its links unresolved',
      type: 'menu.created',
      rec: () =>
        record('INSERT', { pk: `${SITE}#MENU`, sk: ID }, undefined, {
          id: ID,
          slug: 'main',
          name: 'Main',
          items: [
            {
              id: ID,
              title: 'Home',
              kind: 'page',
              target_page: ID,
              target_url: null,
              target_entry: null,
              target_blog: null,
              new_window: false,
              position: 0,
              children: [],
            },
          ],
          created_at: T0,
          updated_at: T0,
          version: 1,
        }),
      object: { id: ID, url: `${BASE}/menus/${ID}`, slug: 'main', name: 'Main' },
      absent: ['version'],
    },
    {
      name: "a page's path claim turned into a redirect by a move",
      type: 'redirect.created',
      rec: () =>
        record(
          'MODIFY',
          { pk: `${SITE}#PAGEPATH`, sk: 'about/team' },
          { pageId: ID },
          {
            id: ID,
            source: '/about/team',
            target: '/company/team',
            status_code: 301,
            created_at: T0,
            updated_at: T0,
            version: 1,
          },
        ),
      object: {
        id: ID,
        url: `${BASE}/redirects/${ID}`,
        source: '/about/team',
        target: '/company/team',
        status_code: 301,
      },
      absent: ['version', 'pageId'],
    },
    {
      name: 'a collection',
      type: 'collection.created',
      rec: () =>
        record('INSERT', { pk: `${SITE}#COLLECTION`, sk: ID }, undefined, {
          id: ID,
          name: 'Sale',
          slug: 'sale',
          created_at: T0,
          updated_at: T0,
        }),
      object: { id: ID, url: `${BASE}/collections/${ID}`, slug: 'sale' },
    },
    {
      name: 'a product type',
      type: 'product_type.deleted',
      rec: () =>
        record(
          'REMOVE',
          { pk: `${SITE}#PRODUCT_TYPE`, sk: ID },
          { id: ID, name: 'Books', slug: 'books', customizations: [], created_at: T0, updated_at: T0 },
        ),
      object: { id: ID, url: `${BASE}/product_types/${ID}` },
    },
    {
      name: 'an order',
      type: 'order.created',
      rec: () => record('INSERT', { pk: `${SITE}#ORDER`, sk: ID }, undefined, ORDER),
      object: {
        id: ID,
        url: `${BASE}/orders/${ID}`,
        number: 1001,
        total: 20,
        line_items: [expect.objectContaining({ unit_price: 10, total: 20 })],
      },
      absent: ['taken', 'redeemer'],
    },
    {
      name: 'a device',
      type: 'device.created',
      rec: () => record('INSERT', { pk: `${SITE}#DEVICE`, sk: ID }, undefined, DEVICE),
      object: { id: ID, url: `${BASE}/devices/${ID}`, platform: 'web', token_hint: '…abcd', channels: ['news'] },
      absent: ['secret', 'subscription', 'token', 'credential_hash', 'last_seen_at'],
    },
    {
      name: 'an upload completed',
      type: 'upload.updated',
      rec: () =>
        record('MODIFY', { pk: `${SITE}#UPLOAD#${ID}`, sk: 'UPLOAD' }, UPLOAD, {
          ...UPLOAD,
          status: 'ready',
          completed_at: T0,
          file: {
            upload_id: ID,
            key: `sites/${SITE}/${ID}-x.png`,
            filename: 'a.png',
            content_type: 'image/png',
            size: 67,
            checksum: 'ab',
            version: 'ab',
            width: 1,
            height: 1,
          },
        }),
      object: {
        id: ID,
        url: `${BASE}/uploads/${ID}`,
        status: 'ready',
        file: expect.objectContaining({
          permanent_relative_url: `/${process.env.MEDIA_BUCKET}/sites/${SITE}/${ID}-x.png`,
          width: 1,
        }),
      },
      absent: ['key', 'site_id', 'use_stamp'],
    },
    {
      name: 'a translation',
      type: 'translation.created',
      rec: () =>
        record('INSERT', { pk: `${SITE}#TRANSLATION`, sk: 'checkout.pay' }, undefined, {
          key: 'checkout.pay',
          values: { en: 'Pay', fr: 'Payer' },
          created_at: T0,
          updated_at: T0,
          version: 1,
        }),
      object: {
        key: 'checkout.pay',
        url: `${BASE}/translations/checkout.pay`,
        values: { en: 'Pay', fr: 'Payer' },
      },
    },
  ];

  it.each(cases)('$name → $type', ({ rec, parent, type, object, absent = [] }) => {
    const event = eventFor(rec(), parent);
    expect(event?.payload.type).toBe(type);
    expect(event?.payload.timestamp).toBe(T1);
    expect(event?.payload.data.site_id).toBe(SITE);
    expect(event?.payload.data.object).toMatchObject(object);
    for (const name of ['pk', 'sk', 'version', 'ttl', ...absent])
      expect(event?.payload.data.object).not.toHaveProperty(name);
    expect(JSON.stringify(event)).not.toMatch(/password|scrypt/);
  });

  it('sends a device without its subscription, and no event for a refresh that only moves last_seen_at', () => {
    const event = eventFor(record('INSERT', { pk: `${SITE}#DEVICE`, sk: ID }, undefined, DEVICE));
    expect(JSON.stringify(event)).not.toContain('p256dh-secret');
    expect(
      eventFor(record('MODIFY', { pk: `${SITE}#DEVICE`, sk: ID }, DEVICE, { ...DEVICE, last_seen_at: T1, version: 2 })),
    ).toBeUndefined();
    expect(
      eventFor(record('MODIFY', { pk: `${SITE}#DEVICE`, sk: ID }, DEVICE, { ...DEVICE, active: false, version: 2 }))
        ?.payload.data.previous_attributes,
    ).toEqual({ active: true });
    // Its copies are internal.
    expect(
      eventFor(record('INSERT', { pk: `${SITE}#DEVICE_CHANNEL#news`, sk: ID }, undefined, DEVICE)),
    ).toBeUndefined();
    expect(
      eventFor(record('INSERT', { pk: `${SITE}#DEVICE_INSTALLATION`, sk: 'inst-1' }, undefined, DEVICE)),
    ).toBeUndefined();
  });

  it('emits order.paid for the change that makes an order paid, and order.updated for others', () => {
    const key = { pk: `${SITE}#ORDER`, sk: ID };
    const paid = { ...ORDER, status: 'paid', amount_paid: 2000, version: 2 };
    expect(eventFor(record('MODIFY', key, ORDER, paid))?.payload.type).toBe('order.paid');
    expect(eventFor(record('MODIFY', key, paid, { ...paid, note: 'x', version: 3 }))?.payload.type).toBe(
      'order.updated',
    );
  });

  it('emits order.paid for an order paid after it shipped (pending to fulfilled), and order.updated when a cancelled fulfilment makes it paid again', () => {
    const key = { pk: `${SITE}#ORDER`, sk: ID };
    const fulfilled = { ...ORDER, status: 'fulfilled', amount_paid: 2000, fulfilled_lines: { [OTHER]: 2 }, version: 2 };
    expect(eventFor(record('MODIFY', key, ORDER, fulfilled))?.payload.type).toBe('order.paid');
    const paidAgain = { ...fulfilled, status: 'paid', fulfilled_lines: { [OTHER]: 0 }, version: 3 };
    expect(eventFor(record('MODIFY', key, fulfilled, paidAgain))?.payload.type).toBe('order.updated');
  });

  it('emits fulfillment.created once, fulfillment.cancelled when it is cancelled, and nothing for other changes', () => {
    const key = { pk: `${SITE}#ORDER_FULFILLMENT#${OTHER}`, sk: ID };
    const fulfillment = {
      id: ID,
      order_id: OTHER,
      customer_id: null,
      status: 'success',
      lines: [{ line_id: OTHER, quantity: 1 }],
      carrier: 'bpost',
      tracking_number: 'CD1',
      tracking_url: 'https://track.example.com/CD1',
      notify: true,
      created_at: T0,
      updated_at: T0,
      cancelled_at: null,
    };
    const created = eventFor(record('INSERT', key, undefined, fulfillment));
    expect(created?.payload.type).toBe('fulfillment.created');
    expect((created?.payload.data as { object?: { url?: string } } | undefined)?.object?.url).toBe(
      `${BASE}/orders/${OTHER}/fulfillments/${ID}`,
    );
    const cancelled = { ...fulfillment, status: 'cancelled', updated_at: T1, cancelled_at: T1 };
    expect(eventFor(record('MODIFY', key, fulfillment, cancelled))?.payload.type).toBe('fulfillment.cancelled');
    expect(
      eventFor(record('MODIFY', key, fulfillment, { ...fulfillment, tracking_number: 'CD2', updated_at: T1 })),
    ).toBeUndefined();
    expect(eventFor(record('MODIFY', key, cancelled, { ...cancelled, updated_at: T1 }))).toBeUndefined();
  });

  it("emits invoice.created once, when an order's invoice is issued", () => {
    const key = { pk: `${SITE}#INVOICE`, sk: ID };
    const invoice = {
      number: '2026-000001',
      order_id: ID,
      order_number: 1001,
      issued_at: '2026-01-01T00:00:00Z',
      currency: 'EUR',
      seller: { name: 'Shop', address: null, vat_number: null },
      buyer: { name: 'Hans Müller', email: 'h@example.com', address: null, vat_number: null },
      lines: [{ title: 'Mug', quantity: 2, unit_price: 1250, total: 2500, tax_lines: [] }],
      subtotal: 2500,
      discount: 0,
      shipping: 0,
      total: 2500,
      reverse_charge: false,
    };
    const event = eventFor(record('INSERT', key, undefined, invoice));
    expect(event?.payload.type).toBe('invoice.created');
    expect((event?.payload.data as { object?: { total?: number } } | undefined)?.object?.total).toBe(25);
    expect(eventFor(record('MODIFY', key, invoice, { ...invoice }))).toBeUndefined();
  });

  it('emits order.cancelled for the change that cancels an order (by hand or expired unpaid), once', () => {
    const key = { pk: `${SITE}#ORDER`, sk: ID };
    const cancelled = { ...ORDER, status: 'cancelled', cancel_reason: 'expired', version: 2 };
    const event = eventFor(record('MODIFY', key, ORDER, cancelled));
    expect(event?.payload.type).toBe('order.cancelled');
    expect((event?.payload.data as { object?: { cancel_reason?: string } } | undefined)?.object?.cancel_reason).toBe(
      'expired',
    );
    expect(eventFor(record('MODIFY', key, cancelled, { ...cancelled, note: 'x', version: 3 }))?.payload.type).toBe(
      'order.updated',
    );
  });

  it('emits the steps of a payment and of a refund, never a payment key or secret', () => {
    const key = { pk: `${SITE}#PAYMENT`, sk: ID };
    const payment = {
      id: ID,
      order_id: OTHER,
      customer_id: null,
      provider: 'test',
      status: 'pending',
      amount: 1000,
      currency: 'EUR',
      method: null,
      return_url: null,
      checkout_url: null,
      provider_reference: null,
      amount_captured: 0,
      amount_refunded: 0,
      transactions: [],
      created_at: T0,
      updated_at: T0,
      version: 1,
    };
    expect(eventFor(record('INSERT', key, undefined, payment))?.payload.type).toBe('payment.created');
    const paid = { ...payment, status: 'paid', amount_captured: 1000, version: 2 };
    const event = eventFor(record('MODIFY', key, payment, paid));
    expect(event?.payload.type).toBe('payment.paid');
    expect(event?.payload.data.object).toMatchObject({ id: ID, url: `${BASE}/payments/${ID}`, amount: 10 });
    expect(eventFor(record('MODIFY', key, paid, { ...paid, amount_refunded: 100, version: 3 }))?.payload.type).toBe(
      'payment.refunded',
    );
    expect(eventFor(record('MODIFY', key, payment, { ...payment, status: 'amount_mismatch' }))).toBeUndefined();
    expect(
      eventFor(record('INSERT', { pk: `${SITE}#PAYMENT_EVENT`, sk: 'test#evt_1' }, undefined, { status: 'paid' })),
    ).toBeUndefined();
    expect(
      eventFor(record('INSERT', { pk: `${SITE}#PAYMENT_PROVIDER`, sk: 'stripe' }, undefined, { sealed: {} })),
    ).toBeUndefined();
    const refund = eventFor(
      record('INSERT', { pk: `${SITE}#ORDER_REFUND#${OTHER}`, sk: ID }, undefined, {
        id: ID,
        order_id: OTHER,
        customer_id: null,
        payment_id: OTHER,
        provider: 'test',
        status: 'succeeded',
        amount: 100,
        lines: [],
        restock: false,
        reason: null,
        provider_reference: null,
        created_at: T0,
        updated_at: T0,
      }),
    );
    expect(refund?.payload.type).toBe('refund.succeeded');
    expect(refund?.payload.data.object).toMatchObject({ url: `${BASE}/orders/${OTHER}/refunds/${ID}`, amount: 1 });
  });

  it('emits push.completed once, when a send reaches a final status', () => {
    const key = { pk: `${SITE}#PUSH`, sk: ID };
    const running = { ...PUSH, status: 'running' };
    expect(eventFor(record('INSERT', key, undefined, running))).toBeUndefined();
    expect(
      eventFor(record('MODIFY', key, running, { ...running, counts: { ...PUSH.counts, sent: 1 } })),
    ).toBeUndefined();
    const done = eventFor(record('MODIFY', key, running, { ...PUSH, status: 'succeeded' }));
    expect(done?.payload.type).toBe('push.completed');
    expect(done?.payload.data.object).toMatchObject({
      id: ID,
      url: `${BASE}/devices/push/${ID}`,
      status: 'succeeded',
      counts: PUSH.counts,
    });
    expect(
      eventFor(record('MODIFY', key, { ...PUSH, status: 'succeeded' }, { ...PUSH, status: 'succeeded', ttl: 1 })),
    ).toBeUndefined();
    expect(
      eventFor(record('MODIFY', key, { ...PUSH, status: 'scheduled' }, { ...PUSH, status: 'cancelled' })),
    ).toBeUndefined();
    expect(
      eventFor(record('INSERT', { pk: `${SITE}#PUSH#${ID}`, sk: `DEVICE#${OTHER}` }, undefined, { state: 'sent' })),
    ).toBeUndefined();
  });

  it("emits nothing for the copy of the site's locales beside the translations", () => {
    expect(
      eventFor(record('INSERT', { pk: `${SITE}#TRANSLATION`, sk: '#locales' }, undefined, { locales: ['en'] })),
    ).toBeUndefined();
  });

  it('gives an update the old values of the fields that changed', () => {
    const event = eventFor(record('MODIFY', { pk: `${SITE}#PAGE`, sk: ID }, page('Old'), page('New', { version: 2 })));
    expect(event?.payload.type).toBe('page.updated');
    expect(event?.payload.data.object).toMatchObject({ title: 'New' });
    expect(event?.payload.data.previous_attributes).toEqual({ title: 'Old' });
  });

  it('emits nothing when only internal attributes changed (a page gaining a child)', () => {
    expect(
      eventFor(
        record(
          'MODIFY',
          { pk: `${SITE}#PAGE`, sk: ID },
          page('Same'),
          page('Same', { child_count: 1, child_rev: 3, version: 2 }),
        ),
      ),
    ).toBeUndefined();
  });

  it('turns a change to a theme item into theme.updated of its theme, naming the item', () => {
    const key = { pk: `${SITE}#THEME#${OTHER}`, sk: 'LAYOUT#main' };
    const parent = { pk: key.pk, sk: 'THEME', ...theme };
    for (const [action, itemAction] of [
      ['INSERT', 'created'],
      ['MODIFY', 'updated'],
      ['REMOVE', 'deleted'],
    ] as const) {
      const rec =
        action === 'INSERT'
          ? record(action, key, undefined, layout)
          : action === 'REMOVE'
            ? record(action, key, layout)
            : record(action, key, layout, { ...layout, code: 'y' });
      const event = eventFor(rec, parent);
      expect(event?.payload.type).toBe('theme.updated');
      expect(event?.payload.data.object).toMatchObject({ id: OTHER, name: 'Dawn' });
      expect(event?.payload.data.item).toEqual({ kind: 'layout', name: 'main', action: itemAction });
    }
    // Deleted with its theme: the theme.deleted says it all.
    expect(eventFor(record('REMOVE', key, layout))).toBeUndefined();
    expect(
      eventFor(record('INSERT', { ...key, sk: 'ASSET#img/logo.png' }, undefined, layout), parent)?.payload.data.item,
    ).toMatchObject({ kind: 'asset', name: 'img/logo.png' });
  });

  it('gives every re-read of a record the same event id, and different records different ids', () => {
    expect(eventIdOf('r1')).toBe(eventIdOf('r1'));
    expect(eventIdOf('r1')).not.toBe(eventIdOf('r2'));
    expect(eventIdOf('r1')).toMatch(/^evt_[0-9a-f]{24}$/);
  });
});

describe('submissions judged spam (hidden entries)', () => {
  const key = { pk: `${SITE}#CHANNEL#${OTHER}`, sk: `ENTRY#${ID}` };
  const entry = (status: string): Item => ({
    id: ID,
    channel_id: OTHER,
    slug: null,
    customer_id: null,
    fields: { name: 'Ann' },
    submission_status: status,
    created_at: T0,
    updated_at: T0,
  });

  it('emits nothing for spam, entry.created when it is released, entry.deleted when an entry becomes spam, nothing when spam is deleted', () => {
    expect(eventFor(record('INSERT', key, undefined, entry('spam')))).toBeUndefined();
    expect(eventFor(record('MODIFY', key, entry('spam'), { ...entry('spam'), updated_at: T1 }))).toBeUndefined();
    const released = eventFor(record('MODIFY', key, entry('spam'), { ...entry('received'), updated_at: T1 }));
    expect(released?.payload.type).toBe('entry.created');
    expect(released?.payload.data.object).toEqual(expect.objectContaining({ id: ID, submission_status: 'received' }));
    expect(released?.payload.data.previous_attributes).toBeUndefined();
    expect(eventFor(record('MODIFY', key, entry('received'), entry('spam')))?.payload.type).toBe('entry.deleted');
    expect(eventFor(record('REMOVE', key, entry('spam')))).toBeUndefined();
    expect(eventFor(record('INSERT', key, undefined, entry('received')))?.payload.type).toBe('entry.created');
  });
});

describe('internal items', () => {
  const internal: [string, string][] = [
    [`${SITE}#PAGEPATH`, 'about'],
    [`${SITE}#ARTICLE#${OTHER}`, '#BLOG'],
    [`${SITE}#ARTICLE#${OTHER}`, '~ORDER#2026#x'],
    [`${SITE}#ARTICLESLUG#${OTHER}`, 'hi'],
    [`${SITE}#CHANNEL_SLUG#jobs`, 'CHANNEL_SLUG'],
    [`${SITE}#CHANNEL#${OTHER}`, 'SLUG#x'],
    [`${SITE}#CHANNEL#${OTHER}`, 'UNIQUE#email#x'],
    [`${SITE}#THEME#${OTHER}#BLOB`, 'logo.png'],
    [`${SITE}#THEME_SHORT#dawn`, 'THEME_SHORT'],
    [`${SITE}#CUSTOMER_EMAIL#a@b.c`, 'CUSTOMER_EMAIL'],
    [`${SITE}#SESSION#abc`, 'SESSION'],
    [`${SITE}#COUPON_CODE`, 'save'],
    [`${SITE}#SHIPPING_RATE_DEFAULT`, 'DEFAULT'],
    [`${SITE}#CHECKOUT_PROFILE_SLUG`, 'default'],
    [`${SITE}#IDEMPOTENCY`, 'key'],
    [`${SITE}#PRODUCT_SLUG`, 'mug'],
    [`${SITE}#COLLECTION_SLUG`, 'sale'],
    [`${SITE}#PRODUCT_TYPE_SLUG`, 'books'],
    [`${SITE}#ORDER_NUMBER`, '0000001001'],
    [`${SITE}#ORDER_COUNTER`, 'COUNTER'],
    [`${SITE}#COUPON_REDEMPTION#${OTHER}`, ID],
    [`${SITE}#COUPON_REDEEMER#sale`, 'email:a@b.c'],
    [`${SITE}#UPLOAD#${ID}`, `REF#page#${OTHER}#og_image`],
    [`${SITE}#STORAGE`, 'SHARD#03'],
    [`${SITE}#MEMBER`, ID],
    [`${SITE}#SITE`, 'SITE'],
    [`${SITE}#OAUTHGRANT`, ID],
    [`${SITE}#WEBHOOK`, ID],
    [`${SITE}#WEBHOOK_COUNT`, 'COUNT'],
    [`${SITE}#WEBHOOK_DELIVERY#${ID}`, ID],
    ['TOKEN#abc', 'TOKEN'],
    [`USER#${ID}`, 'USER'],
    ['EMAIL#a@b.c', 'EMAIL'],
    ['LOGINFAIL#email#a@b.c', 'LOGINFAIL'],
    ['OAUTH#CLIENT#x', 'CLIENT'],
    [`SUBDOMAIN#shop`, 'SUBDOMAIN'],
  ];
  it.each(internal)('%s / %s produces no event', (pk, sk) => {
    expect(eventFor(record('INSERT', { pk, sk }, undefined, { id: ID, secret: 'x' }))).toBeUndefined();
  });
});

describe('helpers', () => {
  it('strips keys, index keys (gsi*), TTLs, versions and secret attributes', () => {
    expect(
      stripItem({
        pk: 1,
        sk: 1,
        gsi1pk: 1,
        gsi2sk: 1,
        ttl: 1,
        version: 1,
        password_hash: 1,
        secret: 1,
        token_hash: 1,
        name: 'kept',
      }),
    ).toEqual({ name: 'kept' });
  });

  it('lists old values of changed top-level fields, null for added ones', () => {
    expect(previousAttributes({ a: 1, b: { c: 1 }, d: 1 }, { a: 1, b: { c: 2 }, e: 1 })).toEqual({
      b: { c: 1 },
      d: 1,
      e: null,
    });
  });
});
