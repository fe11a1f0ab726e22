import { presentArticle, presentBlog } from '../blogs/present-blog.js';
import type { Blog } from '../blogs/blogs.js';
import type { StoredArticle } from '../blogs/articles.js';
import { presentChannel, type Channel } from '../channels/channels.js';
import { presentEntry, type Entry } from '../channels/entries.js';
import { presentCheckoutProfile, type CheckoutProfile } from '../commerce/checkout-profiles.js';
import { presentCoupon, type Coupon } from '../commerce/coupons.js';
import { presentShippingRate, type ShippingRate } from '../commerce/shipping-rates.js';
import { presentCustomer, type Customer } from '../customers/customers.js';
import type { Order } from '../orders/orders.js';
import { presentOrder } from '../orders/present-order.js';
import { presentPage } from '../pages/present-page.js';
import { presentCollection, type Collection } from '../products/collections.js';
import type { Product } from '../products/product.js';
import { presentProductType, type ProductType } from '../products/product-types.js';
import { presentProduct } from '../products/products.js';
import type { StoredPage } from '../pages/pages.js';
import { presentTheme } from '../themes/present-theme.js';
import type { Theme } from '../themes/themes.js';
import { presentUpload, type Upload } from '../uploads/present-upload.js';

/** A stored item as plain values, keys and internal attributes already stripped (see event-map.ts). */
export type Item = Record<string, unknown>;

/** What a presenter may need besides the changed item. */
export interface PresentContext {
  /** The API's public base URL, for `url` fields. */
  readonly base: string;
  /** The site's subdomain, for `public_url` fields. */
  readonly subdomain: string;
  /** The item named by the kind's `parent` (stripped like the changed one), when it still exists. */
  readonly parent?: Item;
}

/** A DynamoDB key of the table. */
export interface Key {
  readonly pk: string;
  readonly sk: string;
}

/**
 * One kind of resource whose changes are events. Recognised by the shape of its key: the part of
 * the partition key after `<siteId>#` (`collection`) and the sort key (`sortKey`, an id by
 * default). Items of a site that match no kind (claims, counters, sessions, tokens, idempotency
 * records, copies, webhooks and their deliveries) are internal: they produce no event.
 */
export interface ResourceKind {
  /** The `<type>` of `<type>.created|updated|deleted`. */
  readonly type: string;
  /** `PAGE` for `<siteId>#PAGE`; a RegExp for partitions with an id inside (`CHANNEL#<id>`). */
  readonly collection: string | RegExp;
  /** Sort keys of the resource's items; the default is a 24-hex id. */
  readonly sortKey?: RegExp;
  /** The other item the presenter needs (an article's blog, a theme item's theme): one GetItem. */
  readonly parent?: (siteId: string, key: Key, collection: RegExpExecArray | null) => Key;
  /** The resource as the API shows it; undefined when it cannot be shown (its parent is gone). */
  readonly present: (item: Item, context: PresentContext) => object | undefined;
  /**
   * A part of another resource (a theme's layout): every change to it is `<type>.updated` of the
   * parent (`object` is the parent as the API shows it) with `data.item` naming the part.
   */
  readonly partOf?: (item: Item, key: Key) => Record<string, unknown>;
}

const ID = /^[0-9a-f]{24}$/;
const THEME_ITEM_KINDS: Readonly<Record<string, string>> = { LAYOUT: 'layout', TEMPLATE: 'template', SNIPPET: 'snippet', ASSET: 'asset' };

const as = <T>(item: Item) => item as unknown as T;
const fullName = (item: Item) => [item.first_name, item.last_name].filter(Boolean).join(' ');

/**
 * Every resource kind, one entry each. To add a resource: one entry here (its type, its key shape,
 * its presenter) and its name in EVENT_RESOURCES (event-types.ts).
 */
export const RESOURCE_KINDS: readonly ResourceKind[] = [
  { type: 'page', collection: 'PAGE', present: (item, context) => presentPage(as<StoredPage>(item), context) },
  { type: 'blog', collection: 'BLOG', present: (item, context) => presentBlog(as<Blog>(item), context) },
  {
    // `<site>#ARTICLE#<blog>` also holds the blog's copy (`#BLOG`) and the publish order (`~ORDER#…`): internal.
    type: 'article',
    collection: /^ARTICLE#([0-9a-f]{24})$/,
    parent: (siteId, _key, match) => ({ pk: `${siteId}#BLOG`, sk: match?.[1] ?? '' }),
    present: (item, context) => context.parent && presentArticle(as<StoredArticle>(item), as<Blog>(context.parent), context),
  },
  { type: 'channel', collection: /^CHANNEL#[0-9a-f]{24}$/, sortKey: /^CHANNEL$/, present: (item, context) => presentChannel(as<Channel>(item), context.base) },
  { type: 'entry', collection: /^CHANNEL#[0-9a-f]{24}$/, sortKey: /^ENTRY#[0-9a-f]{24}$/, present: (item, context) => presentEntry(as<Entry>(item), context.base) },
  { type: 'theme', collection: /^THEME#[0-9a-f]{24}$/, sortKey: /^THEME$/, present: (item, context) => presentTheme(as<Theme>(item), context.base) },
  {
    // A layout, template, snippet or asset (binary bodies in `THEME#<id>#BLOB` are internal).
    type: 'theme',
    collection: /^THEME#[0-9a-f]{24}$/,
    sortKey: /^(LAYOUT|TEMPLATE|SNIPPET|ASSET)#/,
    parent: (_siteId, key) => ({ pk: key.pk, sk: 'THEME' }),
    present: (_item, context) => context.parent && presentTheme(as<Theme>(context.parent), context.base),
    partOf: (_item, key) => ({ kind: THEME_ITEM_KINDS[key.sk.slice(0, key.sk.indexOf('#'))], name: key.sk.slice(key.sk.indexOf('#') + 1) }),
  },
  { type: 'customer', collection: 'CUSTOMER', present: (item, context) => presentCustomer(as<Customer>({ ...item, name: fullName(item) }), context.base) },
  { type: 'coupon', collection: 'COUPON', present: (item, context) => presentCoupon(as<Coupon>(item), context.base) },
  { type: 'shipping_rate', collection: 'SHIPPING_RATE', present: (item, context) => presentShippingRate(as<ShippingRate>(item), context.base) },
  { type: 'checkout_profile', collection: 'CHECKOUT_PROFILE', present: (item, context) => presentCheckoutProfile(as<CheckoutProfile>(item), context.base) },
  // A checkout changes its products' stock: each is a product.updated (inventory_quantity in previous_attributes).
  { type: 'product', collection: 'PRODUCT', present: (item, context) => presentProduct(as<Product>(item), context.base) },
  { type: 'collection', collection: 'COLLECTION', present: (item, context) => presentCollection(as<Collection>(item), context.base) },
  { type: 'product_type', collection: 'PRODUCT_TYPE', present: (item, context) => presentProductType(as<ProductType>(item), context.base) },
  // The number claim and the counter (`ORDER_NUMBER`, `ORDER_COUNTER`) are internal.
  { type: 'order', collection: 'ORDER', present: (item, context) => presentOrder(as<Order>(item), context.base) },
  // An upload's partition also holds its reference items (`REF#…`, one per use): internal. Created
  // pending, updated when completed, deleted (also when a never-completed one expires).
  { type: 'upload', collection: /^UPLOAD#[0-9a-f]{24}$/, sortKey: /^UPLOAD$/, present: (item, context) => presentUpload(as<Upload>(item), context.base) },
];

/** A changed item recognised as a resource: its kind, its site and (when needed) its parent's key. */
export interface Recognised {
  readonly kind: ResourceKind;
  readonly siteId: string;
  readonly parentKey?: Key;
}

const SITE_PARTITION = /^([0-9a-f]{24})#(.+)$/;

/** The resource kind of a key, or undefined for an internal item (or one outside any site). */
export const recognise = (key: Key, kinds: readonly ResourceKind[] = RESOURCE_KINDS): Recognised | undefined => {
  const site = SITE_PARTITION.exec(key.pk);
  if (!site) return undefined;
  const [, siteId, collection] = site as unknown as [string, string, string];
  for (const kind of kinds) {
    const match = typeof kind.collection === 'string' ? (kind.collection === collection ? null : undefined) : kind.collection.exec(collection) ?? undefined;
    if (match === undefined) continue;
    if (!(kind.sortKey ?? ID).test(key.sk)) continue;
    return { kind, siteId, ...(kind.parent && { parentKey: kind.parent(siteId, key, match) }) };
  }
  return undefined;
};
