import { readUserIndex } from '../auth/users.js';
import { TABLE_NAME } from '../db/client.js';
import { readItem, updateItem } from '../db/one-item.js';
import { isId, keys, newId, timestamp } from '../db/keys.js';
import type { Page, PageRequest } from '../db/pagination.js';
import { queryUserIndex } from '../db/user-index.js';
import type { PrefetchKeys } from '../db/prefetch.js';
import { conflict, notFound, unauthorized } from '../http/errors.js';
import { DEFAULT_CURRENCY } from '../commerce/money.js';
import { membershipItem, type Membership } from './members.js';
import { transactWithTokenGrants, userTokens } from './token-grants.js';
import { recordOf } from '../db/record.js';
import { labelled, TransactionRefused } from '../db/transaction.js';

export interface Site {
  readonly id: string;
  readonly subdomain: string;
  readonly name: string;
  readonly locales: readonly string[];
  readonly ownerId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** ISO 4217 code of the site's prices and orders; absent on sites made before it existed: EUR. */
  readonly currency?: string;
  /** An unconfirmed customer's sign-in is refused (403 `unconfirmed`); absent: false. */
  readonly require_customer_confirmation?: boolean;
  /** The pinned API version (lib/versions); absent: the first version. Copied to memberships and tokens. */
  readonly apiVersion?: string;
  /** Orders left unpaid this many hours are cancelled (lib/orders/order-expiry.ts); absent: never. */
  readonly unpaid_order_ttl_hours?: number;
}

/** A stored site item as a {@link Site}. */
export const toSite = /* @__PURE__ */ recordOf<Site>();

/**
 * Creates a site owned by a user (given by id or as a user): one Query on the user's GSI1 partition (profile and
 * tokens), then one TransactWriteItems that claims the subdomain (409 when taken), writes the
 * site and the owner's membership, and adds the site to every user token of the owner, so they
 * all reach it at once. 401 when the user no longer exists.
 */
export const createSite = async (
  input: { subdomain: string; name: string; locales: readonly string[]; currency?: string },
  ownerRef: string | { readonly id: string },
): Promise<Site> => {
  const { user: owner, tokens } = await readUserIndex(typeof ownerRef === 'string' ? ownerRef : ownerRef.id);
  if (!owner) throw unauthorized('invalid_token', "The token's user no longer exists");
  const now = timestamp();
  const site: Site = {
    id: newId(),
    subdomain: input.subdomain,
    name: input.name,
    locales: input.locales,
    currency: input.currency ?? DEFAULT_CURRENCY,
    ownerId: owner.id,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await transactWithTokenGrants(
      [
        labelled('subdomain', {
          Put: {
            TableName: TABLE_NAME,
            Item: { ...keys.subdomain(site.subdomain), siteId: site.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }),
        labelled('site', { Put: { TableName: TABLE_NAME, Item: { ...keys.site(site.id), ...site } } }),
        labelled('membership', { Put: { TableName: TABLE_NAME, Item: membershipItem(site, owner, 'owner', now) } }),
      ],
      userTokens(tokens),
      site.id,
      { role: 'owner', subdomain: site.subdomain },
    );
  } catch (error) {
    if (error instanceof TransactionRefused && error.refused('subdomain')) {
      throw conflict('subdomain_taken', `The subdomain ${site.subdomain} is already taken`);
    }
    throw error;
  }
  return site;
};

/** GET /sites/{site} by id: the site, read with the token (the handler checks access before it reads). */
export const sitePrefetch: PrefetchKeys = ({ params }) =>
  isId(params.site ?? '') ? [keys.site(params.site as string)] : [];

/** A site by id (one GetItem) or by subdomain (two: the subdomain claim, then the site). */
export const getSite = async (idOrSubdomain: string): Promise<Site | undefined> => {
  let siteId = idOrSubdomain;
  if (!isId(idOrSubdomain)) {
    const claim = await readItem(keys.subdomain(idOrSubdomain.toLowerCase()), { eventual: true });
    if (!claim) return undefined;
    siteId = claim.siteId as string;
  }
  const item = await readItem(keys.site(siteId), { eventual: true });
  return item && toSite(item);
};

/** The memberships of a user, one per site: one Query on the user's GSI1 partition. */
export const listUserMemberships = async (userId: string, page: PageRequest): Promise<Page<Membership>> => {
  const result = await queryUserIndex(userId, 'SITE#', page);
  return { ...result, items: result.items as unknown as Membership[] };
};

/**
 * Changes a site's settings (today its currency): one UpdateItem returning the new site.
 * 404 when the site is gone.
 */
export const updateSiteSettings = async (
  siteId: string,
  settings: {
    currency?: string;
    require_customer_confirmation?: boolean;
    api_version?: string | null;
    unpaid_order_ttl_hours?: number | null;
  },
): Promise<Site> => {
  const confirmation = settings.require_customer_confirmation;
  const pin = settings.api_version;
  const ttl = settings.unpaid_order_ttl_hours;
  const set = [
    settings.currency && 'currency = :currency',
    confirmation !== undefined && 'require_customer_confirmation = :confirmation',
    pin && 'apiVersion = :pin',
    typeof ttl === 'number' && 'unpaid_order_ttl_hours = :ttl',
    'updatedAt = :now',
  ].filter(Boolean);
  // null clears a setting: the pin (back to the first version), the expiry (off).
  const remove = [pin === null && 'apiVersion', ttl === null && 'unpaid_order_ttl_hours'].filter(Boolean);
  const out = await updateItem(keys.site(siteId), {
    UpdateExpression: `SET ${set.join(', ')}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: {
      ':now': timestamp(),
      ...(settings.currency && { ':currency': settings.currency }),
      ...(confirmation !== undefined && { ':confirmation': confirmation }),
      ...(pin && { ':pin': pin }),
      ...(typeof ttl === 'number' && { ':ttl': ttl }),
    },
    ReturnValues: 'ALL_NEW',
  });
  if (out.refused) throw notFound('Site');
  return toSite(out.attributes);
};

/** Every membership of a user (loops over pages; users belong to few sites). */
export const allUserMemberships = async (userId: string): Promise<Membership[]> => {
  const all: Membership[] = [];
  let cursor: string | undefined;
  do {
    const page = await listUserMemberships(userId, { per_page: 100, cursor });
    all.push(...page.items);
    cursor = page.next;
  } while (cursor);
  return all;
};
