import { TABLE_NAME } from '../db/client.js';
import { newId } from '../db/keys.js';
import { labelled, type TransactionItem } from '../db/transaction.js';
import { redirectKeys } from './keys.js';
import type { Redirect } from './redirect-record.js';

/*
 * The stored form of a redirect, apart from the redirect routes' own module so that page writes,
 * which turn old paths into redirects, carry no more than this.
 */

type Item = Record<string, unknown>;

/** True when the item at a path is a redirect (not a page's or a blog's claim). */
export const isRedirectItem = (item: Item | undefined): item is Item =>
  item !== undefined && typeof item.source === 'string' && typeof item.status_code === 'number';

/** The item that stores a redirect: on its source path, listed on GSI1 by source and found on GSI2 by id. */
export const redirectItem = (siteId: string, redirect: Redirect): Item => ({
  ...redirectKeys.source(siteId, redirect.source),
  ...redirect,
  gsi1pk: redirectKeys.sourceIndex(siteId),
  gsi1sk: redirect.source,
  gsi2pk: redirectKeys.idIndex(siteId),
  gsi2sk: redirect.id,
});

/**
 * A moved page's old path claim turned into a 301 to its new path, in the move's own transaction:
 * it replaces the claim (so it costs the move no item), on the condition that the page still holds
 * it. Labelled `release:<fullpath>`, as the plain release it stands in for.
 */
export const movedPageRedirect = (
  siteId: string,
  from: string,
  to: string,
  pageId: string,
  now: string,
): TransactionItem =>
  labelled(`release:${from}`, {
    Put: {
      TableName: TABLE_NAME,
      Item: redirectItem(siteId, {
        id: newId(),
        source: `/${from}`,
        target: `/${to}`,
        status_code: 301,
        created_at: now,
        updated_at: now,
        version: 1,
      }),
      ConditionExpression: 'pageId = :pageId',
      ExpressionAttributeValues: { ':pageId': pageId },
    },
  });
