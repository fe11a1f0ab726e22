import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { db, TABLE_NAME } from './client.js';
import type { ItemKey } from './keys.js';

// One request on one item whose key the caller knows, for items that are not an entity's record
// (tokens by the hash of their secret, OAuth codes and requests, counters, markers, logs): the
// access pattern stays a named function in its module, and only the request is built here.

type Item = Record<string, unknown>;

/** What a write's refused condition leaves: the item as it was, when the write asked for it. */
export interface Refused {
  readonly refused: true;
  readonly old?: Item;
}

const refusal = (error: unknown): Refused | undefined => {
  const failure = error as { name?: string; Item?: Parameters<typeof unmarshall>[0] } | null;
  if (failure?.name !== 'ConditionalCheckFailedException') return undefined;
  return { refused: true, ...(failure.Item && { old: unmarshall(failure.Item) }) };
};

/** One item by key: one GetItem, strongly consistent unless `eventual` (an item written once and never changed). */
export const readItem = async (key: ItemKey, options: { eventual?: boolean } = {}): Promise<Item | undefined> =>
  (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ...(!options.eventual && { ConsistentRead: true }) }))).Item;

/** Stores an item: one PutItem, replacing any item with its key. */
export const putItem = async (item: ItemKey & Item): Promise<void> => {
  await db.send(new PutCommand({ TableName: TABLE_NAME, Item: item }));
};

/**
 * Stores a new item: one PutItem conditioned on no item having its key. For keys made of fresh
 * random values (a token's hash, a code), where a collision is a fault, not an answer: it throws.
 * A caller to whom "already there" is an answer uses putIfAbsent (lib/db/put-if-absent.ts).
 */
export const putNewItem = async (item: ItemKey & Item): Promise<void> => {
  await db.send(new PutCommand({ TableName: TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
};

/** The condition and return options of a DeleteItem or UpdateItem (its key and table come apart). */
type Condition = Pick<UpdateCommandInput, 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>;

/**
 * Deletes an item: one DeleteItem, under `condition` when given. `done` is false when the condition
 * failed; `old` is the item as it was (undefined when there was none) when `old: true` asked for it.
 */
export const deleteItem = async (key: ItemKey, options: Condition & { old?: boolean } = {}): Promise<{ done: boolean; old?: Item }> => {
  const { old, ...condition } = options;
  try {
    const out = await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: key, ...condition, ...(old && { ReturnValues: 'ALL_OLD' as const }) }));
    return { done: true, old: out.Attributes };
  } catch (error) {
    if (refusal(error)) return { done: false };
    throw error;
  }
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
  try {
    return { refused: false, attributes: (await db.send(new UpdateCommand({ TableName: TABLE_NAME, Key: key, ...update }))).Attributes ?? {} };
  } catch (error) {
    const refused = refusal(error);
    if (refused) return refused;
    throw error;
  }
};
