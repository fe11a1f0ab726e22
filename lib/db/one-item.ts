import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type PutCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { refusalOf, type Refused } from './cancellation.js';
import { db, TABLE_NAME } from './client.js';
import type { ItemKey } from './keys.js';

// One request on one item whose key the caller knows: every GetItem, PutItem, DeleteItem and
// UpdateItem outside a transaction is built here, and a refused condition comes back as a value
// (refusalOf) rather than an error. The access pattern stays a named function in its module (a
// token by the hash of its secret, a lease, a counter, an entity's record); only the request is
// built here.

type Item = Record<string, unknown>;

export type { Refused };

/** The condition of a write (its key, item and table come apart). */
export type Condition = Pick<
  UpdateCommandInput,
  'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
>;

/** The condition that no item has the key yet (a new item, or a claim in a transaction). */
export const ABSENT: Condition = { ConditionExpression: 'attribute_not_exists(pk)' };

/** The write's result, or its refused condition as a value; other errors are thrown. */
const answered = async <T>(write: Promise<T>): Promise<T | Refused> => {
  try {
    return await write;
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return refused;
    throw error;
  }
};

const put = (
  item: ItemKey & Item,
  condition: Condition & Pick<PutCommandInput, 'ReturnValuesOnConditionCheckFailure'> = {},
) => db.send(new PutCommand({ TableName: TABLE_NAME, Item: item, ...condition }));

/** One item by key: one GetItem, strongly consistent unless `eventual` (an item written once and never changed). */
export const readItem = async (key: ItemKey, options: { eventual?: boolean } = {}): Promise<Item | undefined> =>
  (
    await db.send(
      new GetCommand({ TableName: TABLE_NAME, Key: key, ...(!options.eventual && { ConsistentRead: true }) }),
    )
  ).Item;

/** Stores an item: one PutItem, replacing any item with its key. */
export const putItem = async (item: ItemKey & Item): Promise<void> => {
  await put(item);
};

/**
 * Stores a new item: one PutItem conditioned on no item having its key. For keys made of fresh
 * random values (a token's hash, a code), where a collision is a fault, not an answer: it throws.
 * A caller to whom "already there" is an answer uses putIfAbsent.
 */
export const putNewItem = async (item: ItemKey & Item): Promise<void> => {
  await put(item, ABSENT);
};

/**
 * Stores an item only while `condition` holds: one PutItem; `{ refused: false }`, or the refusal
 * with the item as it was when `old: true` asked for it (a lease taken over, or held by another).
 */
export const putItemIf = async (
  item: ItemKey & Item,
  condition: Condition & { old?: boolean },
): Promise<{ readonly refused: false } | Refused> => {
  const { old, ...only } = condition;
  return answered(
    put(item, { ...only, ...(old && { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const }) }).then(() => ({
      refused: false as const,
    })),
  );
};

/**
 * Stores an item unless one with its key exists: one conditional PutItem. True when this call
 * stored it; false when another got there first (the caller reads the winner's, so that every
 * instance ends up with the same key, secret or pair).
 */
export const putIfAbsent = async (item: ItemKey & Item): Promise<boolean> => !(await putItemIf(item, ABSENT)).refused;

/**
 * Deletes an item: one DeleteItem, under `condition` when given. `done` is false when the condition
 * failed; `old` is the item as it was (undefined when there was none) when `old: true` asked for it.
 */
export const deleteItem = async (
  key: ItemKey,
  options: Condition & { old?: boolean } = {},
): Promise<{ done: boolean; old?: Item }> => {
  const { old, ...condition } = options;
  const out = await answered(
    db.send(
      new DeleteCommand({
        TableName: TABLE_NAME,
        Key: key,
        ...condition,
        ...(old && { ReturnValues: 'ALL_OLD' as const }),
      }),
    ),
  );
  return 'refused' in out ? { done: false } : { done: true, old: out.Attributes };
};

/** An UpdateItem's expression, condition and return options; its key and table come apart. */
export type ItemUpdate = Omit<UpdateCommandInput, 'TableName' | 'Key'>;

/** What an UpdateItem did: the attributes `ReturnValues` asked for (empty when none), or its refusal. */
export type UpdateOutcome = { readonly refused: false; readonly attributes: Item } | Refused;

/**
 * One UpdateItem: `{ refused: false, attributes }`, or `{ refused: true, old }` when its condition
 * failed (`old` when it asked for `ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`). Other errors are thrown.
 */
export const updateItem = async (key: ItemKey, update: ItemUpdate): Promise<UpdateOutcome> => {
  const out = await answered(db.send(new UpdateCommand({ TableName: TABLE_NAME, Key: key, ...update })));
  return 'refused' in out ? out : { refused: false, attributes: out.Attributes ?? {} };
};

/**
 * The condition that the attributes `only` names hold those values (`#c0 = :c0 AND …`; undefined:
 * that the item has none of it), or none when it names none.
 */
export const requiring = (only: Item | undefined): Condition => {
  const names = Object.keys(only ?? {});
  if (!only || !names.length) return {};
  const values = names.flatMap((name, i) => (only[name] === undefined ? [] : [[`:c${i}`, only[name]]]));
  return {
    ConditionExpression: names
      .map((name, i) => (only[name] === undefined ? `attribute_not_exists(#c${i})` : `#c${i} = :c${i}`))
      .join(' AND '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#c${i}`, name])),
    ...(values.length && { ExpressionAttributeValues: Object.fromEntries(values) }),
  };
};

/** The `SET #s0 = :s0, …` of an update setting `attributes` (names and values to merge with a condition's). */
export const setting = (
  attributes: Item,
): Required<Pick<ItemUpdate, 'UpdateExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>> => {
  const names = Object.keys(attributes);
  return {
    UpdateExpression: `SET ${names.map((_, i) => `#s${i} = :s${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#s${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:s${i}`, attributes[name]])),
  };
};
