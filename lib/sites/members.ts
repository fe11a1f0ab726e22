import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../auth/scopes.js';
import {
  emailTaken,
  newUserWrites,
  normalizeEmail,
  readUserIndex,
  type User,
  type UserTokenRef,
} from '../auth/users.js';
import { db, TABLE_NAME } from '../db/client.js';
import { keys, sitePk, timestamp } from '../db/keys.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { ApiError, conflict, notFound, unprocessable } from '../http/errors.js';
import type { AddMember } from './schemas.js';
import { tokensLeaving, transactWithTokenGrants, userTokens } from './token-grants.js';
import { recordOf } from '../db/record.js';
import { labelled, TransactionRefused, type TransactionItem } from '../db/transaction.js';

/** A user's membership of a site, with the site's and the user's names copied in so lists are one Query. */
export interface Membership {
  readonly siteId: string;
  readonly subdomain: string;
  readonly siteName: string;
  readonly siteLocales: readonly string[];
  readonly siteCreatedAt: string;
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly role: Role;
  readonly createdAt: string;
  /** The site's pinned API version, copied so a login gives the user's tokens the pin. */
  readonly apiVersion?: string;
}

interface SiteRef {
  id: string;
  subdomain: string;
  apiVersion?: string;
  name: string;
  locales: readonly string[];
  createdAt: string;
}

/** The stored item of a membership: in the site's MEMBER partition and on the user's GSI1 partition. */
export const membershipItem = (site: SiteRef, user: User, role: Role, now: string) => {
  const membership: Membership = {
    siteId: site.id,
    subdomain: site.subdomain,
    siteName: site.name,
    siteLocales: site.locales,
    siteCreatedAt: site.createdAt,
    userId: user.id,
    email: user.email,
    name: user.name,
    role,
    createdAt: now,
    ...(site.apiVersion && { apiVersion: site.apiVersion }),
  };
  return {
    ...keys.member(site.id, user.id),
    gsi1pk: keys.userIndex(user.id),
    gsi1sk: `SITE#${site.id}`,
    ...membership,
  };
};

const toMembership = /* @__PURE__ */ recordOf<Membership>();

/** A site's members: one Query on the site's MEMBER partition. */
export const listMembers = async (siteId: string, page: PageRequest): Promise<Page<Membership>> => {
  const pk = sitePk(siteId, 'MEMBER');
  const result = await queryPage(
    {
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    },
    page,
    { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] },
  );
  return { ...result, items: result.items.map(toMembership) };
};

const alreadyMember = (email: string) => conflict('already_member', `${email} is already a member of this site`);

/** The site and the user claiming an email: one BatchGetItem (strongly consistent). */
const readSiteAndEmail = async (siteId: string, email: string) => {
  const siteKey = keys.site(siteId);
  const { Responses } = await db.send(
    new BatchGetCommand({
      RequestItems: { [TABLE_NAME]: { Keys: [siteKey, keys.email(email)], ConsistentRead: true } },
    }),
  );
  // Two small items of one table: DynamoDB leaves none unprocessed short of throttling, which the error handler answers with 503.
  const items = Responses?.[TABLE_NAME] ?? [];
  const site = items.find((item) => item.pk === siteKey.pk) as unknown as SiteRef | undefined;
  return { site, userId: items.find((item) => item.pk !== siteKey.pk)?.userId as string | undefined };
};

/**
 * Adds the user with `input.email` to a site, creating the user when the email is new (422
 * naming `name` and `password` when they are missing), and lets the user's tokens reach the site.
 * A new user: one BatchGetItem (site and email claim), then one TransactWriteItems (email claim,
 * user, membership). An existing user also needs one Query on its GSI1 partition (profile and
 * tokens), whose tokens gain the site in the membership's transaction. 409 `already_member`.
 */
export const addMemberByEmail = async (siteId: string, input: AddMember): Promise<Membership> => {
  const email = normalizeEmail(input.email);
  const { site, userId } = await readSiteAndEmail(siteId, email);
  if (!site) throw notFound('Site');
  let user: User | undefined;
  let items: TransactionItem[];
  let tokens: UserTokenRef[] = [];
  if (userId) {
    ({ user, tokens } = await readUserIndex(userId));
  }
  if (user) {
    items = [];
  } else {
    const missing = (['name', 'password'] as const).filter((field) => input[field] === undefined);
    if (missing.length)
      throw unprocessable(
        missing.map((field) => ({ field, message: 'is required to create a new user', code: 'missing' })),
      );
    ({ user, items } = await newUserWrites({ email, name: input.name as string, password: input.password as string }));
  }
  const item = membershipItem(site, user, input.role, timestamp());
  items.push(
    labelled('membership', {
      Put: { TableName: TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
    }),
  );
  try {
    await transactWithTokenGrants(items, userTokens(tokens), site.id, {
      role: input.role,
      subdomain: site.subdomain,
      ...(site.apiVersion && { apiVersion: site.apiVersion }),
    });
  } catch (error) {
    if (error instanceof TransactionRefused && error.refused('membership')) throw alreadyMember(user.email);
    if (error instanceof TransactionRefused && error.refused('email')) throw emailTaken();
    throw error;
  }
  return toMembership(item);
};

/**
 * Removes a member (never the owner) in one TransactWriteItems with its token changes: the user's
 * tokens lose the site and its site tokens for it are deleted, so access ends with the membership
 * (one Query on the user's GSI1 partition first). False when not a member.
 */
export const removeMember = async (siteId: string, userId: string): Promise<boolean> => {
  const { tokens } = await readUserIndex(userId);
  try {
    await transactWithTokenGrants(
      [
        labelled('membership', {
          Delete: {
            TableName: TABLE_NAME,
            Key: keys.member(siteId, userId),
            ConditionExpression: 'attribute_exists(pk) AND #role <> :owner',
            ExpressionAttributeNames: { '#role': 'role' },
            ExpressionAttributeValues: { ':owner': 'owner' },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        }),
      ],
      tokensLeaving(tokens, siteId),
      siteId,
      null,
    );
  } catch (error) {
    if (!(error instanceof TransactionRefused && error.refused('membership'))) throw error;
    // The membership is there but could not go: it is the owner's.
    if (!error.oldItems.has('membership')) return false;
    throw new ApiError(422, 'owner_not_removable', 'The site owner cannot be removed from the site');
  }
  return true;
};
