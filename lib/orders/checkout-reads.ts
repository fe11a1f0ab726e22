import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../auth/principal.js';
import { batchGet, keyId, type ItemKey } from '../db/batch-get.js';
import { toRecord } from '../db/record.js';
import { isId, keys } from '../db/keys.js';
import { unprocessable, type FieldError } from '../http/errors.js';
import { validateEntryFields, type Customization } from '../channels/entry-fields.js';
import type { CheckoutProfile } from '../checkout-profiles/checkout-profiles.js';
import type { Coupon } from '../coupons/coupon-record.js';
import { couponKeys } from '../coupons/keys.js';
import { checkoutProfileKeys } from '../checkout-profiles/keys.js';
import { shippingRateKeys } from '../shipping-rates/keys.js';
import { DEFAULT_CURRENCY } from '../commerce/money.js';
import type { ShippingRate } from '../shipping-rates/shipping-rates.js';
import { customerKey } from '../customers/keys.js';
import { invalidSession, sessionSecret } from '../customers/current-customer.js';
import { isSessionSecret, liveSession } from '../customers/sessions.js';
import { sessionKey } from '../customers/keys.js';
import { bookOf, type CustomerAddress } from '../customers/addresses-present.js';
import { productKeys } from '../products/keys.js';
import { toProduct, type Product } from '../products/product-record.js';
import { groupKeys } from '../customer-groups/keys.js';
import { taxKeys } from '../taxes/keys.js';
import type { TaxSettings } from '../taxes/settings-record.js';
import type { CreateOrder } from './schemas.js';
import type { RequestedLine } from './pricing-rules.js';

/** Who is checking out, as the request tells: a customer token's customer, or a session secret to resolve. */
export interface Checkouter {
  readonly customerId?: string;
  readonly sessionSecret?: string;
}

/** Who a checkout request (the order's or its preview's) is for: the customer token's customer, else the session it sends. */
export const checkouterOf = (principal: Principal, event: APIGatewayProxyEventV2): Checkouter =>
  principal.token.kind === 'customer'
    ? { customerId: principal.token.customerId }
    : { sessionSecret: sessionSecret(event) };

/** What a checkout reads, all in one BatchGetItem (product slugs, or a session customer's email or coupon claim, need a second). */
export interface CheckoutReads {
  readonly currency: string;
  readonly lines: RequestedLine[];
  readonly coupon?: Coupon;
  /** True when the redeemer already holds a redemption of the coupon (its once-per-customer claim). */
  readonly redeemed: boolean;
  /** Who redeems a coupon: the customer's id, else `email:<lower-cased email>`. */
  readonly redeemer: string;
  readonly rate?: ShippingRate;
  readonly profile?: CheckoutProfile;
  readonly customerId?: string;
  /** The ids of the customer's groups, read with the customer when the checkout names a coupon. */
  readonly customerGroupIds?: readonly string[];
  readonly email?: string;
  /** The buyer's address book, read when the checkout names one of its addresses (undefined: no customer known). */
  readonly book?: readonly CustomerAddress[];
  /** The site's tax settings (undefined: taxes are not set up). */
  readonly taxSettings?: TaxSettings;
  /** Each line's tax category: its product's, else its product type's (read only when taxes are set up). */
  readonly taxCategories: readonly (string | undefined)[];
  /** True when the buyer belongs to a customer group with `tax_exempt`. */
  readonly groupExempt: boolean;
}

const productKeyOf = (siteId: string, ref: string): ItemKey =>
  isId(ref) ? productKeys.product(siteId, ref) : productKeys.productSlug(siteId, ref.toLowerCase());

/** Who redeems a coupon: the customer, else the guest's lower-cased email. */
const redeemerOf = (customerId: string | undefined, email: string | undefined) =>
  customerId ?? `email:${(email ?? '').toLowerCase()}`;

/**
 * Reads everything a checkout prices from: the site (currency), the products, the coupon (its code
 * claim's copy) and the redeemer's claim on it, the shipping rate, the checkout profile, the
 * customer or the session, and the site's tax settings. One BatchGetItem; a second for products
 * named by slug, for the email or coupon claim of a customer known only through a session, or for
 * the product types and customer groups taxes need that the first one names; a third only for the
 * types of products named by slug or the groups of a session's customer (readTaxFacts).
 */
export const readCheckout = async (siteId: string, input: CreateOrder, caller: Checkouter): Promise<CheckoutReads> => {
  const siteKey = keys.site(siteId);
  const lineKeys = input.line_items.map((line) => productKeyOf(siteId, line.product));
  const couponKey = input.coupon === undefined ? undefined : couponKeys.couponCode(siteId, input.coupon);
  const rateKey =
    input.shipping_rate_id === undefined ? undefined : shippingRateKeys.shippingRate(siteId, input.shipping_rate_id);
  const profileRef = input.checkout_profile;
  const profileKey =
    profileRef === undefined
      ? undefined
      : isId(profileRef)
        ? checkoutProfileKeys.checkoutProfile(siteId, profileRef)
        : checkoutProfileKeys.checkoutProfileSlug(siteId, profileRef.toLowerCase());
  const session = caller.sessionSecret;
  if (session !== undefined && !isSessionSecret(session)) throw invalidSession();
  const sessionItemKey = session === undefined ? undefined : sessionKey(siteId, session);
  // A customer token or a session decides whose order it is, whatever customer_id says.
  const namedCustomer = caller.customerId === undefined && session === undefined ? input.customer_id : undefined;
  const namedCustomerKey = namedCustomer === undefined ? undefined : customerKey(siteId, namedCustomer);
  // An address named by id is one of the buyer's: the customer's item holds the book.
  const wantsBook = input.shipping_address_id !== undefined || input.billing_address_id !== undefined;
  // Also read for its groups when the checkout names a coupon (a key more in the same BatchGetItem).
  // And always when the token names the customer: taxes need its groups (no request more: the same BatchGetItem).
  const tokenCustomerKey = caller.customerId !== undefined ? customerKey(siteId, caller.customerId) : undefined;
  const taxKey = taxKeys.settings(siteId);
  // The redeemer is known now unless a session names the customer.
  const claimOf = (redeemer: string) =>
    input.coupon === undefined ? undefined : couponKeys.couponRedeemer(siteId, input.coupon, redeemer);
  const earlyClaimKey =
    session === undefined ? claimOf(redeemerOf(caller.customerId ?? namedCustomer, input.email)) : undefined;

  const optional = [
    couponKey,
    earlyClaimKey,
    rateKey,
    profileKey,
    sessionItemKey,
    namedCustomerKey,
    tokenCustomerKey,
  ].filter((key): key is ItemKey => key !== undefined);
  const found = await batchGet([siteKey, taxKey, ...lineKeys, ...optional]);
  const at = (key: ItemKey | undefined) => (key === undefined ? undefined : found.get(keyId(key)));

  let customerId = caller.customerId ?? namedCustomer;
  if (sessionItemKey) {
    const live = liveSession(at(sessionItemKey));
    if (!live) throw invalidSession();
    customerId = live.customerId;
  }
  if (namedCustomerKey && !at(namedCustomerKey)) {
    throw unprocessable([{ field: 'customer_id', message: 'names no customer of this site', code: 'not_found' }]);
  }
  let email = input.email ?? (at(namedCustomerKey ?? tokenCustomerKey)?.email as string | undefined);

  const coupon = at(couponKey)?.coupon as Coupon | undefined;

  // Second round: products named by slug (their claim holds the id), and a session customer's
  // email or, for a once-per-customer coupon, claim on it.
  const slugOwners = lineKeys.map((key) => (isId(key.sk) ? undefined : (at(key)?.owner_id as string | undefined)));
  const secondKeys = slugOwners
    .filter((id): id is string => id !== undefined)
    .map((id) => productKeys.product(siteId, id));
  const groupCoupon = (coupon?.customer_group_ids ?? []).length > 0;
  const taxItem = at(taxKey);
  const taxSettings = taxItem && toRecord<TaxSettings>(taxItem);
  const sessionCustomerKey =
    sessionItemKey &&
    (email === undefined || wantsBook || groupCoupon || taxSettings !== undefined) &&
    customerId !== undefined
      ? customerKey(siteId, customerId)
      : undefined;
  if (sessionCustomerKey) secondKeys.push(sessionCustomerKey);
  const lateClaimKey =
    session !== undefined && coupon?.lifespan === 'once_per_customer'
      ? claimOf(redeemerOf(customerId, email))
      : undefined;
  if (lateClaimKey) secondKeys.push(lateClaimKey);
  // What taxes need that the first round tells already (the types of products named by id, the
  // groups of a customer read there) rides in the same BatchGetItem.
  const earlyTaxKeys = taxSettings
    ? taxFactKeys(
        siteId,
        taxSettings,
        lineKeys.flatMap((key) => {
          const item = isId(key.sk) ? at(key) : undefined;
          return item ? [toProduct(item)] : [];
        }),
        sessionItemKey ? [] : groupIdsOf(at(namedCustomerKey ?? tokenCustomerKey)),
      )
    : [];
  secondKeys.push(...earlyTaxKeys);
  const second = secondKeys.length ? await batchGet(secondKeys) : new Map<string, Record<string, unknown>>();
  if (sessionCustomerKey) email ??= second.get(keyId(sessionCustomerKey))?.email as string | undefined;
  const customerItem = sessionCustomerKey
    ? second.get(keyId(sessionCustomerKey))
    : at(namedCustomerKey ?? tokenCustomerKey);
  const customerGroupIds = groupIdsOf(customerItem);
  const claim = earlyClaimKey ? at(earlyClaimKey) : lateClaimKey && second.get(keyId(lateClaimKey));

  const lines = input.line_items.map((line, index): RequestedLine => {
    const owner = slugOwners[index];
    const item = owner === undefined ? at(lineKeys[index]) : second.get(keyId(productKeys.product(siteId, owner)));
    return { product: item && toProduct(item), variantId: line.variant_id, quantity: line.quantity };
  });
  const tax = taxSettings
    ? await readTaxFacts(siteId, taxSettings, lines, customerGroupIds, second, new Set(earlyTaxKeys.map(keyId)))
    : { categories: lines.map(() => undefined), groupExempt: false };
  const profileItem = at(profileKey);
  const site = at(siteKey);
  const rateItem = at(rateKey);
  return {
    currency: (site?.currency as string | undefined) ?? DEFAULT_CURRENCY,
    lines,
    coupon,
    // A claim a deleted coupon of the same code left behind counts for nothing.
    redeemed: coupon !== undefined && claim?.coupon_id === coupon.id,
    redeemer: redeemerOf(customerId, email),
    rate: rateItem && toRecord<ShippingRate>(rateItem),
    // By id the profile's own item; by slug its claim, which carries a copy of it.
    profile:
      profileItem && ((profileItem.profile as CheckoutProfile | undefined) ?? toRecord<CheckoutProfile>(profileItem)),
    customerId,
    customerGroupIds,
    email,
    book: customerId === undefined ? undefined : bookOf(customerItem ?? {}),
    taxSettings,
    taxCategories: tax.categories,
    groupExempt: tax.groupExempt,
  };
};

const groupIdsOf = (customer: Record<string, unknown> | undefined): string[] =>
  ((customer?.groups ?? []) as { id: string }[]).map((group) => group.id);

/**
 * The keys taxing needs beyond the products: the product types of products without a tax_category
 * of their own (only when the site has category rates), and the buyer's groups (for `tax_exempt`).
 */
const taxFactKeys = (
  siteId: string,
  settings: TaxSettings,
  products: readonly Product[],
  groupIds: readonly string[],
): ItemKey[] => {
  const categorised = settings.rates.some((rate) => rate.category !== null && rate.category !== undefined);
  const typeIds = categorised
    ? products.flatMap((product) =>
        product.tax_category === undefined && product.product_type_id !== undefined ? [product.product_type_id] : [],
      )
    : [];
  // Repeats (two products of one type) are left in: batchGet reads each key once.
  return [
    ...typeIds.map((id) => productKeys.productType(siteId, id)),
    ...groupIds.map((id) => groupKeys.group(siteId, id)),
  ];
};

/**
 * What taxing a checkout needs beyond its products (taxFactKeys): those `known` holds already (read
 * with the checkout's second round), then one BatchGetItem of the rest, only when any is left (the
 * types of products named by slug, the groups of a session's customer).
 */
const readTaxFacts = async (
  siteId: string,
  settings: TaxSettings,
  lines: readonly RequestedLine[],
  groupIds: readonly string[],
  known: ReadonlyMap<string, Record<string, unknown>>,
  asked: ReadonlySet<string>,
): Promise<{ categories: (string | undefined)[]; groupExempt: boolean }> => {
  const wanted = taxFactKeys(
    siteId,
    settings,
    lines.flatMap((line) => (line.product ? [line.product] : [])),
    groupIds,
  );
  const missing = wanted.filter((key) => !asked.has(keyId(key)));
  const fetched = missing.length ? await batchGet(missing) : new Map<string, Record<string, unknown>>();
  const read = new Map([...known, ...fetched]);
  const typeCategory = (id: string | undefined) =>
    id === undefined
      ? undefined
      : (read.get(keyId(productKeys.productType(siteId, id)))?.tax_category as string | undefined);
  return {
    categories: lines.map((line) => line.product?.tax_category ?? typeCategory(line.product?.product_type_id)),
    groupExempt: groupIds.some((id) => read.get(keyId(groupKeys.group(siteId, id)))?.tax_exempt === true),
  };
};

/** Validates custom_fields against the checkout profile's customizations (`custom_fields.<name>` errors). */
export const checkoutFields = (
  input: CreateOrder,
  profile: CheckoutProfile | undefined,
): { values: Record<string, unknown>; problems: FieldError[] } => {
  if (input.checkout_profile !== undefined && !profile) {
    return {
      values: {},
      problems: [{ field: 'checkout_profile', message: 'names no checkout profile of this site', code: 'not_found' }],
    };
  }
  if (!profile) {
    return input.custom_fields === undefined || Object.keys(input.custom_fields).length === 0
      ? { values: {}, problems: [] }
      : {
          values: {},
          problems: [
            { field: 'custom_fields', message: 'need a checkout_profile that defines them', code: 'not_allowed' },
          ],
        };
  }
  const { values, errors } = validateEntryFields(
    profile.customizations as unknown as Customization[],
    input.custom_fields ?? {},
    undefined,
    { at: 'custom_fields', unknown: (name) => `The checkout profile has no field ${name}` },
  );
  return { values, problems: errors };
};
