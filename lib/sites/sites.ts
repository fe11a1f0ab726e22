import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { syncUserTokens } from '../auth/tokens.js';
import type { User } from '../auth/users.js';
import { db, TABLE_NAME } from '../db/client.js';
import { GSI1 } from '../db/table.js';
import { isId, keys, newId, timestamp } from '../db/keys.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { conflict } from '../http/errors.js';
import { membershipItem, type Membership } from './members.js';

export interface Site {
  readonly id: string;
  readonly subdomain: string;
  readonly name: string;
  readonly locales: readonly string[];
  readonly ownerId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

const toSite = ({ pk: _pk, sk: _sk, ...site }: Record<string, unknown>): Site => site as unknown as Site;

/**
 * Creates a site owned by `owner`: one transaction claims the subdomain (409 when taken), writes
 * the site and the owner's membership; then the owner's tokens learn about the site.
 */
export const createSite = async (input: { subdomain: string; name: string; locales: readonly string[] }, owner: User): Promise<Site> => {
  const now = timestamp();
  const site: Site = { id: newId(), subdomain: input.subdomain, name: input.name, locales: input.locales, ownerId: owner.id, createdAt: now, updatedAt: now };
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: TABLE_NAME, Item: { ...keys.subdomain(site.subdomain), siteId: site.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: TABLE_NAME, Item: { ...keys.site(site.id), ...site } } },
        { Put: { TableName: TABLE_NAME, Item: membershipItem(site, owner, 'owner', now) } },
      ],
    }));
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') {
      throw conflict('subdomain_taken', `The subdomain ${site.subdomain} is already taken`);
    }
    throw error;
  }
  await syncUserTokens(owner.id, site.id, { role: 'owner', subdomain: site.subdomain });
  return site;
};

/** A site by id (one GetItem) or by subdomain (two: the subdomain claim, then the site). */
export const getSite = async (idOrSubdomain: string): Promise<Site | undefined> => {
  let siteId = idOrSubdomain;
  if (!isId(idOrSubdomain)) {
    const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.subdomain(idOrSubdomain.toLowerCase()) }));
    if (!Item) return undefined;
    siteId = Item.siteId as string;
  }
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.site(siteId) }));
  return Item && toSite(Item);
};

/** The memberships of a user, one per site: one Query on the user's GSI1 partition. */
export const listUserMemberships = async (userId: string, page: PageRequest): Promise<Page<Membership>> => {
  const result = await queryPage({
    TableName: TABLE_NAME,
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userIndex(userId), ':prefix': 'SITE#' },
  }, page, { partition: ['gsi1pk', keys.userIndex(userId)], keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] });
  return { ...result, items: result.items as unknown as Membership[] };
};

/** Public shape of a site. */
export const presentSite = (site: Pick<Site, 'id' | 'subdomain' | 'name' | 'locales' | 'createdAt'>, base: string, role?: string) => ({
  id: site.id,
  url: `${base}/sites/${site.id}`,
  subdomain: site.subdomain,
  name: site.name,
  locales: site.locales,
  created_at: site.createdAt,
  ...(role && { role }),
});

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
