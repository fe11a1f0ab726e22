import { TABLE_NAME } from '../db/client.js';
import { cancellationCodes } from '../db/cancellation.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { pageTooLarge } from './page-errors.js';
import { pageKeys } from './keys.js';

/**
 * The items page writes are made of, each with its label: `page` (the page written, conditioned on
 * its version), `claim:<fullpath>` (a new path claim: refused when the path is taken),
 * `release:<fullpath>`, `parent:<id>` (a parent's child count) and `descendant:<id>` (a page moved
 * with its ancestor). A writer answers a refusal by these labels.
 */

/**
 * Claims a fullpath for a page: refused (`claim:<fullpath>`) when a page or blog holds it. A
 * redirect on the path (lib/redirects: it lives on the same item) is replaced, so the page's
 * transaction deletes it: a page renamed and renamed back leaves no loop.
 */
export const claimPath = (siteId: string, fullpath: string, pageId: string): TransactionItem =>
  labelled(`claim:${fullpath}`, {
    Put: {
      TableName: TABLE_NAME,
      Item: { ...pageKeys.path(siteId, fullpath), pageId },
      ConditionExpression: 'attribute_not_exists(pk) OR attribute_exists(#redirectStatus)',
      ExpressionAttributeNames: { '#redirectStatus': 'status_code' },
    },
  });

/** Releases a page's fullpath claim, if the page still holds it. */
export const releasePath = (siteId: string, fullpath: string, pageId: string): TransactionItem =>
  labelled(`release:${fullpath}`, {
    Delete: {
      TableName: TABLE_NAME,
      Key: pageKeys.path(siteId, fullpath),
      ConditionExpression: 'pageId = :pageId',
      ExpressionAttributeValues: { ':pageId': pageId },
    },
  });

/** Counts a child in or out of its parent; a new parent must still be at the path the child was placed under. */
export const countChild = (siteId: string, parentId: string, delta: 1 | -1, parentFullpath?: string): TransactionItem =>
  labelled(`parent:${parentId}`, {
    Update: {
      TableName: TABLE_NAME,
      Key: pageKeys.page(siteId, parentId),
      UpdateExpression: 'ADD #childCount :delta, #childRev :one',
      ConditionExpression: parentFullpath === undefined ? 'attribute_exists(pk)' : '#doc.#fullpath = :parentPath',
      ExpressionAttributeNames:
        parentFullpath === undefined
          ? { '#childCount': 'child_count', '#childRev': 'child_rev' }
          : { '#childCount': 'child_count', '#childRev': 'child_rev', '#doc': 'doc', '#fullpath': 'fullpath' },
      ExpressionAttributeValues: {
        ':delta': delta,
        ':one': 1,
        ...(parentFullpath !== undefined && { ':parentPath': parentFullpath }),
      },
    },
  });

/**
 * Sends a page write as one TransactWriteItems (sendTransaction: a refusal is a TransactionRefused
 * naming the labels above); a page over DynamoDB's item size is 422 `page_too_large`.
 */
export const sendPageTransaction = async (items: readonly TransactionItem[]): Promise<void> => {
  try {
    await sendTransaction(items);
  } catch (error) {
    const failure = error as { name?: string; message?: string };
    if (failure.name === 'ValidationException' && /item size/i.test(failure.message ?? '')) throw pageTooLarge(error);
    if (cancellationCodes(error instanceof TransactionRefused ? error.cause : error)?.includes('ValidationError'))
      throw pageTooLarge(error);
    throw error;
  }
};

/** The version of the page a refused `page` action returned (DynamoDB's attribute format), if it did. */
export const returnedVersion = (item: Readonly<Record<string, unknown>> | undefined): number | undefined => {
  const value = item?.version as { N?: string } | number | undefined;
  if (typeof value === 'number') return value;
  return value?.N === undefined ? undefined : Number(value.N);
};
