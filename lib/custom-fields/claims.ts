import { TABLE_NAME } from '../db/client.js';
import { labelled, type TransactionItem, type TransactionRefused } from '../db/transaction.js';
import { unprocessable, type ApiError } from '../http/errors.js';
import { customFieldKeys, type CustomFieldKind } from './keys.js';

// Claims of unique custom field values: apart from values.ts so that a module declaring a
// customer or a product (read by many functions) carries no sealing code.

/**
 * The claim items of a write, from the record's claims before (none on a create) to after (none on
 * a delete): a new value is claimed (label `unique:<field>`, refused when another record holds it),
 * a value no longer held is released. Unchanged values cost nothing.
 */
export const uniqueClaimItems = (
  siteId: string,
  kind: CustomFieldKind,
  recordId: string,
  before: Readonly<Record<string, string>> | undefined,
  after: Readonly<Record<string, string>> | undefined,
): TransactionItem[] => {
  const items: TransactionItem[] = [];
  for (const [field, hash] of Object.entries(after ?? {})) {
    if (before?.[field] === hash) continue;
    items.push(
      labelled(`unique:${field}`, {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...customFieldKeys.unique(siteId, kind, field, hash), owner_id: recordId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
    );
  }
  for (const [field, hash] of Object.entries(before ?? {})) {
    if (after?.[field] === hash) continue;
    items.push(
      labelled(`unique-release:${field}`, {
        Delete: {
          TableName: TABLE_NAME,
          Key: customFieldKeys.unique(siteId, kind, field, hash),
          ConditionExpression: 'attribute_not_exists(pk) OR owner_id = :owner',
          ExpressionAttributeValues: { ':owner': recordId },
        },
      }),
    );
  }
  return items;
};

/** The 422 of a write refused because another record holds one of its unique values (code `taken`, as channel entries answer), else undefined. */
export const takenValues = (error: TransactionRefused): ApiError | undefined => {
  const taken = error.failed
    .filter((label) => label.startsWith('unique:'))
    .map((label) => label.slice('unique:'.length));
  return taken.length
    ? unprocessable(
        taken.map((field) => ({
          field: `custom_fields.${field}`,
          message: `${field} must be unique; another record has this value`,
          code: 'taken',
        })),
      )
    : undefined;
};
