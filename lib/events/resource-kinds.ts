import { blogKeys } from '../blogs/keys.js';
import { presentArticle, presentBlog } from '../blogs/present.js';
import type { Blog } from '../blogs/blogs.js';
import type { StoredArticle } from '../blogs/articles.js';
import type { Channel } from '../channels/channels.js';
import { presentChannel, presentEntry } from '../channels/present.js';
import type { Entry } from '../channels/entries.js';
import { channelKey, entryKey } from '../channels/keys.js';
import { pageKeys } from '../pages/keys.js';
import { presentPage } from '../pages/present.js';
import type { CheckoutProfile } from '../checkout-profiles/checkout-profiles.js';
import { presentCheckoutProfile } from '../checkout-profiles/present.js';
import { presentCoupon } from '../coupons/present.js';
import type { Coupon } from '../coupons/coupon-record.js';
import type { ShippingRate } from '../shipping-rates/shipping-rates.js';
import { presentShippingRate } from '../shipping-rates/present.js';
import { couponKeys } from '../coupons/keys.js';
import { groupKeys } from '../customer-groups/keys.js';
import { menuKeys } from '../menus/keys.js';
import type { Menu } from '../menus/menu-record.js';
import { presentMenu } from '../menus/present.js';
import { redirectKeys } from '../redirects/keys.js';
import type { Redirect } from '../redirects/redirect-record.js';
import { presentRedirect } from '../redirects/present.js';
import { presentGroup } from '../customer-groups/present.js';
import type { CustomerGroup } from '../customer-groups/group-record.js';
import { checkoutProfileKeys } from '../checkout-profiles/keys.js';
import { shippingRateKeys } from '../shipping-rates/keys.js';
import type { Customer } from '../customers/customers.js';
import { customerKey } from '../customers/keys.js';
import { presentCustomer } from '../customers/present.js';
import { privacyKeys } from '../privacy/keys.js';
import { fulfillmentKeys, presentFulfillment, type Fulfillment } from '../orders/fulfillment-record.js';
import type { Invoice } from '../invoices/invoice-record.js';
import { invoiceKeys } from '../invoices/keys.js';
import { presentCreditNote, presentInvoice } from '../invoices/present.js';
import type { CreditNote } from '../invoices/credit-note-record.js';
import { orderKeys } from '../orders/keys.js';
import type { Order } from '../orders/order-record.js';
import { presentOrder } from '../orders/present.js';
import { paymentKeys } from '../payments/keys.js';
import type { Payment } from '../payments/payment-record.js';
import { presentPayment } from '../payments/present.js';
import type { Refund } from '../payments/refund-record.js';
import { presentRefund } from '../payments/refund-present.js';
import type { Collection } from '../products/collections.js';
import { presentCollection, presentProduct, presentProductType } from '../products/present.js';
import { productKeys } from '../products/keys.js';
import type { Product } from '../products/product-record.js';
import type { ProductType } from '../products/product-types.js';
import type { StoredPage } from '../pages/stored-page.js';
import { presentTheme } from '../themes/present.js';
import { ITEM_KINDS } from '../themes/schemas.js';
import { themeItemKey } from '../themes/theme-items.js';
import { themeKey, type Theme } from '../themes/themes.js';
import { deviceKey, pushKey } from '../push/keys.js';
import type { Device } from '../push/device-rules.js';
import { presentDevice, presentPush } from '../push/present.js';
import { FINAL_STATUSES } from '../push/push-status.js';
import type { PushRecord } from '../push/push-record.js';
import { presentUpload, type Upload } from '../uploads/present.js';
import { uploadKey } from '../uploads/keys.js';
import { vendorKeys } from '../vendors/keys.js';
import { presentVendor } from '../vendors/present.js';
import type { Vendor } from '../vendors/vendor-record.js';
import { translationKeys } from '../translations/keys.js';
import { presentTranslation } from '../translations/present.js';
import type { Translation } from '../translations/translation-record.js';
import { TRANSLATION_KEY } from '../translations/translation-rules.js';

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
  /**
   * A kind whose changes are not created/updated/deleted but events of its lifecycle
   * (LIFECYCLE_EVENTS): the type a change is (`push.completed` when a send reaches a final
   * status), or undefined for no event.
   */
  readonly lifecycle?: (before: Item | undefined, after: Item | undefined) => string | undefined;
  /**
   * A change of an item that is a step its clients wait for (an order paid): the type it emits
   * instead of `<type>.updated`; undefined keeps `<type>.updated`.
   */
  readonly milestone?: (before: Item, after: Item) => string | undefined;
  /**
   * Items of the kind that do not exist for clients yet (a submission judged spam): no event while
   * hidden; becoming visible is `<type>.created`, becoming hidden `<type>.deleted`.
   */
  readonly hidden?: (item: Item) => boolean;
  /**
   * A change that is no event at all (an order anonymized by its buyer's erasure must not send its
   * old values as `previous_attributes`).
   */
  readonly quiet?: (before: Item | undefined, after: Item | undefined) => boolean;
  /**
   * The item whose existence silences a deletion of this kind (the router reads it, strongly
   * consistent, only for a deletion that would be sent): an erased customer's account and devices
   * go without `*.deleted` events, which would carry the customer's data.
   */
  readonly silencedBy?: (siteId: string, before: Item) => Key | undefined;
}

const ID = /^[0-9a-f]{24}$/;
const THEME_ITEM_KINDS: Readonly<Record<string, string>> = {
  LAYOUT: 'layout',
  TEMPLATE: 'template',
  SNIPPET: 'snippet',
  ASSET: 'asset',
};

// A kind's key shape is read from its domain's key module, called with placeholders: a site id, an
// id (matched as 24 hex characters, and captured inside a partition) and any name.
const SITE = '\u0001site';
const ANY_ID = '\u0001id';
const ANY_NAME = '\u0001name';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A RegExp matching keys of these shapes, the ids of a partition captured. */
const patternOf = (...samples: readonly string[]) =>
  new RegExp(
    `^(?:${samples
      .map((sample) => escapeRegExp(sample).replaceAll(ANY_ID, '([0-9a-f]{24})').replaceAll(ANY_NAME, '.+'))
      .join('|')})$`,
  );

/** `collection` and `sortKey` of a kind whose items have the key `key(site, id)` builds: read off the key module. */
const keyShape = (
  key: (siteId: string, id: string) => Key,
  sortKeys?: readonly string[],
): Pick<ResourceKind, 'collection' | 'sortKey'> => {
  const { pk, sk } = key(SITE, ANY_ID);
  if (!pk.startsWith(`${SITE}#`)) throw new Error(`not a site's key: ${pk}`);
  const collection = pk.slice(SITE.length + 1);
  const sorts = sortKeys ?? [sk];
  return {
    collection: collection.includes(ANY_ID) ? patternOf(collection) : collection,
    ...(!(sorts.length === 1 && sorts[0] === ANY_ID) && { sortKey: patternOf(...sorts) }),
  };
};

const as = <T>(item: Item) => item as unknown as T;
const fullName = (item: Item) => [item.first_name, item.last_name].filter(Boolean).join(' ');

/**
 * Every resource kind, one entry each. To add a resource: one entry here (its type, its key shape
 * from its key module, its presenter) and its name in EVENT_RESOURCES (event-types.ts).
 */
export const RESOURCE_KINDS: readonly ResourceKind[] = [
  {
    type: 'page',
    ...keyShape((site, id) => pageKeys.page(site, id)),
    present: (item, context) => presentPage(as<StoredPage>(item), context),
  },
  {
    type: 'blog',
    ...keyShape((site, id) => blogKeys.blog(site, id)),
    present: (item, context) => presentBlog(as<Blog>(item), context),
  },
  {
    // `<site>#ARTICLE#<blog>` also holds the blog's copy (`#BLOG`) and the publish order (`~ORDER#…`): internal.
    type: 'article',
    ...keyShape((site, id) => blogKeys.article(site, id, ANY_ID)),
    parent: (siteId, _key, match) => blogKeys.blog(siteId, match?.[1] ?? ''),
    present: (item, context) =>
      context.parent && presentArticle(as<StoredArticle>(item), as<Blog>(context.parent), context),
  },
  {
    type: 'channel',
    ...keyShape((site, id) => channelKey(site, id)),
    present: (item, context) => presentChannel(as<Channel>(item), context.base),
  },
  {
    // A submission judged spam (lib/forms) is no entry for webhooks until released with not_spam.
    type: 'entry',
    ...keyShape((site, id) => entryKey(site, id, ANY_ID)),
    present: (item, context) => presentEntry(as<Entry>(item), context.base),
    hidden: (item) => item.submission_status === 'spam',
  },
  {
    type: 'theme',
    ...keyShape((site, id) => themeKey(site, id)),
    present: (item, context) => presentTheme(as<Theme>(item), context.base),
  },
  {
    // A layout, template, snippet or asset (binary bodies in `THEME#<id>#BLOB` are internal).
    type: 'theme',
    ...keyShape(
      (site, id) => themeKey(site, id),
      ITEM_KINDS.map((kind) => themeItemKey(SITE, ANY_ID, kind, ANY_NAME).sk),
    ),
    parent: (siteId, _key, match) => themeKey(siteId, match?.[1] ?? ''),
    present: (_item, context) => context.parent && presentTheme(as<Theme>(context.parent), context.base),
    partOf: (_item, key) => ({
      kind: THEME_ITEM_KINDS[key.sk.slice(0, key.sk.indexOf('#'))],
      name: key.sk.slice(key.sk.indexOf('#') + 1),
    }),
  },
  {
    type: 'customer',
    ...keyShape(customerKey),
    present: (item, context) => presentCustomer(as<Customer>({ ...item, name: fullName(item) }), context.base),
    silencedBy: (siteId, before) => privacyKeys.erasure(siteId, before.id as string),
  },
  // An erasure record's creation is the only event of an erasure: `customer.erased` with the id alone.
  {
    type: 'customer',
    ...keyShape(privacyKeys.erasure),
    present: (item) => ({ id: item.id }),
    lifecycle: (before, after) => (!before && after ? 'customer.erased' : undefined),
  },
  // A menu's slug claim and its link markers (`MENU_SLUG`, `MENU_LINK`) are internal. Its links are
  // resolved when read, not here: an event's items show their target ids, with `target` null.
  {
    type: 'menu',
    ...keyShape(menuKeys.menu),
    present: (item, context) => presentMenu('', as<Menu>(item), new Map(), { ...context, publicOnly: false }),
  },
  // A redirect lives on its source path, among the pages' and blogs' path claims: those are hidden,
  // so a page move that turns its old path into a redirect is `redirect.created`, and a page
  // created on a redirect's path `redirect.deleted`.
  {
    type: 'redirect',
    ...keyShape(redirectKeys.source, [ANY_NAME]),
    hidden: (item) => typeof item.source !== 'string' || typeof item.status_code !== 'number',
    present: (item, context) => presentRedirect(as<Redirect>(item), context.base),
  },
  // A group's slug claim and its membership partitions (`CUSTOMER_GROUP_MEMBER#…`) are internal.
  {
    type: 'customer_group',
    ...keyShape(groupKeys.group),
    present: (item, context) => presentGroup(as<CustomerGroup>(item), context.base),
  },
  {
    type: 'coupon',
    ...keyShape(couponKeys.coupon),
    present: (item, context) => presentCoupon(as<Coupon>(item), context.base),
  },
  {
    type: 'shipping_rate',
    ...keyShape(shippingRateKeys.shippingRate),
    present: (item, context) => presentShippingRate(as<ShippingRate>(item), context.base),
  },
  {
    type: 'checkout_profile',
    ...keyShape(checkoutProfileKeys.checkoutProfile),
    present: (item, context) => presentCheckoutProfile(as<CheckoutProfile>(item), context.base),
  },
  // A checkout changes its products' stock: each is a product.updated (inventory_quantity in previous_attributes).
  {
    type: 'product',
    ...keyShape(productKeys.product),
    present: (item, context) => presentProduct(as<Product>(item), context.base),
  },
  {
    type: 'collection',
    ...keyShape(productKeys.collection),
    present: (item, context) => presentCollection(as<Collection>(item), context.base),
  },
  {
    type: 'product_type',
    ...keyShape(productKeys.productType),
    present: (item, context) => presentProductType(as<ProductType>(item), context.base),
  },
  // A vendor's slug claim and its use marker (`VENDOR_SLUG`, `VENDOR_USE`) are internal.
  {
    type: 'vendor',
    ...keyShape(vendorKeys.vendor),
    present: (item, context) => presentVendor(as<Vendor>(item), context.base),
  },
  // The number claim and the counter (`ORDER_NUMBER`, `ORDER_COUNTER`) are internal.
  {
    type: 'order',
    ...keyShape(orderKeys.order),
    present: (item, context) => presentOrder(as<Order>(item), context.base),
    quiet: (before, after) => after?.customer_erased === true && before?.customer_erased !== true,
    // Paid by a payment's webhook or by hand: the one change that makes it paid is `order.paid`, once.
    // Paid after everything shipped (cash on delivery), it becomes `fulfilled` in that write: still `order.paid`.
    // A fulfilled order whose fulfilment is cancelled is `paid` again: no second `order.paid`.
    // Cancelled (by hand or expired unpaid: `cancel_reason` says which) is `order.cancelled`, once.
    milestone: (before, after) => {
      if (before.status === 'pending' && (after.status === 'paid' || after.status === 'fulfilled')) return 'order.paid';
      return before.status !== 'cancelled' && after.status === 'cancelled' ? 'order.cancelled' : undefined;
    },
  },
  // A fulfilment emits fulfillment.created once, and fulfillment.cancelled once, when cancelled.
  {
    type: 'fulfillment',
    ...keyShape((site, id) => fulfillmentKeys.fulfillment(site, ANY_ID, id)),
    present: (item, context) => presentFulfillment(as<Fulfillment>(item), context.base),
    lifecycle: (before, after) =>
      !after
        ? undefined
        : !before
          ? 'fulfillment.created'
          : before.status !== 'cancelled' && after.status === 'cancelled'
            ? 'fulfillment.cancelled'
            : undefined,
  },
  // A payment emits the steps of its life: created, then each status it reaches, and refunded when
  // a refund is added to its ledger (`amount_mismatch` is no step a shop subscribes to: it stays silent).
  {
    type: 'payment',
    ...keyShape(paymentKeys.payment),
    present: (item, context) => presentPayment(as<Payment>(item), context.base),
    lifecycle: (before, after) => {
      if (!after) return undefined;
      if (!before) return after.status === 'pending' ? 'payment.created' : `payment.${after.status}`;
      if (before.status !== after.status)
        return after.status === 'amount_mismatch' || after.status === 'pending' ? undefined : `payment.${after.status}`;
      return (after.amount_refunded as number) > (before.amount_refunded as number) ? 'payment.refunded' : undefined;
    },
  },
  // An invoice is issued once, in the write that first makes its order paid: invoice.created.
  {
    type: 'invoice',
    ...keyShape(invoiceKeys.invoice),
    present: (item, context) => presentInvoice(as<Invoice>(item), context.base),
    lifecycle: (before, after) => (after && !before ? 'invoice.created' : undefined),
  },
  // A credit note is issued once, in the write in which its refund succeeds: credit_note.created.
  {
    type: 'credit_note',
    ...keyShape(invoiceKeys.creditNote),
    present: (item, context) => presentCreditNote(as<CreditNote>(item), context.base),
    lifecycle: (before, after) => (after && !before ? 'credit_note.created' : undefined),
  },
  // A refund emits refund.succeeded or refund.failed once, when it reaches that status.
  {
    type: 'refund',
    ...keyShape((site, id) => paymentKeys.refund(site, ANY_ID, id)),
    present: (item, context) => presentRefund(as<Refund>(item), context.base),
    lifecycle: (before, after) =>
      after && after.status !== 'pending' && before?.status !== after.status ? `refund.${after.status}` : undefined,
  },
  // A device's copies (`DEVICE_INSTALLATION`, `DEVICE_CHANNEL#…`) are internal. `last_seen_at` is left
  // out, so an app's refresh that changes nothing else is no event; the token or subscription is never shown.
  {
    type: 'device',
    ...keyShape(deviceKey),
    silencedBy: (siteId, before) =>
      typeof before.customer_id === 'string' ? privacyKeys.erasure(siteId, before.customer_id) : undefined,
    present: (item, context) => {
      const { last_seen_at: _seen, ...shown } = presentDevice(as<Device>(item), context.base);
      return shown;
    },
  },
  // A send emits push.completed once, when it reaches a final status (its work partition `PUSH#<id>` is internal).
  {
    type: 'push',
    ...keyShape(pushKey),
    present: (item, context) => presentPush(as<PushRecord>(item), context.base),
    lifecycle: (before, after) =>
      after &&
      FINAL_STATUSES.has(after.status as string) &&
      after.status !== 'cancelled' &&
      !(before && FINAL_STATUSES.has(before.status as string))
        ? 'push.completed'
        : undefined,
  },
  // An upload's partition also holds its reference items (`REF#…`, one per use): internal. Created
  // pending, updated when completed, deleted (also when a never-completed one expires).
  { type: 'upload', ...keyShape(uploadKey), present: (item, context) => presentUpload(as<Upload>(item), context.base) },
  // A translation's sort key is its key (not an id); the copy of the site's locales beside them
  // (`#locales`, no key) is internal. A batch emits one event per key it writes.
  {
    type: 'translation',
    ...keyShape(translationKeys.translation),
    sortKey: TRANSLATION_KEY,
    present: (item, context) => presentTranslation(as<Translation>(item), context.base),
  },
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
    const match =
      typeof kind.collection === 'string'
        ? kind.collection === collection
          ? null
          : undefined
        : (kind.collection.exec(collection) ?? undefined);
    if (match === undefined) continue;
    if (!(kind.sortKey ?? ID).test(key.sk)) continue;
    return { kind, siteId, ...(kind.parent && { parentKey: kind.parent(siteId, key, match) }) };
  }
  return undefined;
};
