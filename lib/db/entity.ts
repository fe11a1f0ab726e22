import { notFound, type ApiError } from '../http/errors.js';
import { TABLE_NAME } from './client.js';
import { isId, type ItemKey } from './keys.js';
import { ABSENT, deleteItem, putItem, putNewItem, readItem, requiring, setting, updateItem } from './one-item.js';
import { prefetchById, type PrefetchKeys } from './prefetch.js';
import { StaleRead, withOptimisticRetry } from './optimistic-retry.js';
import { queryPage, type Page, type PageRequest } from './pagination.js';
import { countItems } from './count.js';
import { partitionQuery, type Partition } from './query-all.js';
import { toRecord } from './record.js';
import { labelled, sendWrite, TransactionRefused, type TransactionItem } from './transaction.js';

// One helper for every stored resource: a resource is a declaration (plain data, below: Stored,
// or Entity for one edited concurrently) handed to these functions; they are separate functions
// rather than methods so that a function bundle keeps only what it calls (a GET never carries the
// write path).

type Item = Record<string, unknown>;

/**
 * A value an entity makes unique within its site (a slug, a code, an email): a claim item written
 * in the same transaction as the record, conditioned on `attribute_not_exists(pk)`, moved when the
 * value changes, deleted with the record.
 */
export interface ClaimDeclaration<T> {
  /** The claimed value of a record. */
  readonly value: (record: T) => string;
  /** The claim's key for a value, normalised there when matching ignores case or form (a coupon code). */
  readonly key: (siteId: string, value: string) => ItemKey;
  /** The claim's attribute naming the owner's id. */
  readonly owner: string;
  /**
   * The claim's attribute holding a copy of the record, rewritten by every write, so a read by value
   * is one GetItem (coupons, checkout profiles). Without it a read by value is two GetItems (the
   * claim, then the record) and a write that keeps the value leaves the claim alone (products,
   * whose stock changes never touch their claim).
   */
  readonly copy?: string;
  /** The 409 for a value another record holds. */
  readonly taken: (record: T) => ApiError;
}

/**
 * What every stored resource declares: where its item is and how a record becomes an item and
 * back. Enough for reads by id and plain writes (`getRecordById`, `putRecord`, `deleteRecordById`)
 * of a resource whose writes need no version (a log, settings, a device refreshed in place); an
 * {@link Entity} adds the version, claims, copies and lists of a resource edited concurrently.
 */
export interface Stored<T> {
  /** Names the resource in errors: `Collection` → 404 "Collection not found". */
  readonly name: string;
  /** The key of a record's item. */
  readonly key: (siteId: string, id: string) => ItemKey;
  /** Index attributes of the item (`gsi1pk`, `gsi1sk`, …), derived from the record at every write. */
  readonly indexes?: (siteId: string, record: T) => Item;
  /**
   * When DynamoDB may expire the record's item (epoch seconds in the table's `ttl` attribute), derived
   * from the record at every write; undefined keeps it forever. Reads still check expiry themselves:
   * DynamoDB deletes expired items late.
   */
  readonly ttl?: (record: T) => number | undefined;
  /** The record an item holds, where it is not simply the item without its keys (toRecord): a nested document, checked fields. */
  readonly fromItem?: (item: Item) => T;
}

/** The id of a site's only record of a kind (its push settings): the declaration's `key` ignores it. */
export const SINGLETON = 'singleton';

/** What one entity is in the table: the helper's whole input (see docs/conventions.md). */
export interface Entity<T extends { readonly id: string }> extends Stored<T> {
  /** Further items holding a copy of the record (their key and index attributes), written and deleted with it. */
  readonly copies?: (siteId: string, record: T) => readonly (ItemKey & Item)[];
  /** The attribute every write is conditioned on: a counter the module bumps with every change (`version`). */
  readonly version: keyof T & string;
  readonly claim?: ClaimDeclaration<T>;
  /** The partition `listRecords` reads in key order, on the table or on GSI1. */
  readonly list?: { readonly partition: (siteId: string) => string; readonly index?: 'gsi1' };
  /**
   * Items of other entities every write of a record changes with it, from `current` (none on a
   * create) to `next` (none on a delete), each labelled: the uses of the uploads its file fields
   * hold, recorded and released in the record's own transaction so that an upload in use is never
   * deleted and one no longer used can be.
   */
  readonly related?: (siteId: string, current: T | undefined, next: T | undefined) => readonly TransactionItem[];
  /** The answer to a write refused by one of its `related` items (a 422), instead of a stale read; undefined for other refusals. */
  readonly relatedRefused?: (error: TransactionRefused) => ApiError | undefined;
}

/** Items of another entity a write carries along (a shipping rate's default marker), each labelled: a refusal of one is a stale read. */
type Also<A extends unknown[]> = (...args: A) => readonly TransactionItem[] | Promise<readonly TransactionItem[]>;

// Labels of the helper's own items: `claim` is the only one whose refusal means "taken".
const ITEM = 'item';
const CLAIM = 'claim';
const HELD_CLAIM = 'held-claim';
const RELEASED_CLAIM = 'released-claim';
const COPY = 'copy';

const recordOfItem = <T>(entity: Stored<T>, item: Item): T =>
  entity.fromItem ? entity.fromItem(item) : toRecord<T>(item);

/**
 * A record by id: one GetItem, strongly consistent unless `consistent: false` (a read that may
 * miss the last second's write: half the read capacity).
 */
export const getRecordById = async <T>(
  entity: Stored<T>,
  siteId: string,
  id: string,
  options: { consistent?: boolean } = {},
): Promise<T | undefined> => {
  const item = await readItem(entity.key(siteId, id), { eventual: options.consistent === false });
  return item && recordOfItem(entity, item);
};

/** An update of `attributes`, only while the item exists and `only` holds. */
const setExisting = (attributes: Item, only: Item | undefined) => {
  const condition = requiring(only);
  const set = setting(attributes);
  return {
    UpdateExpression: set.UpdateExpression,
    ConditionExpression: [
      'attribute_exists(pk)',
      ...(condition.ConditionExpression ? [condition.ConditionExpression] : []),
    ].join(' AND '),
    ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, ...set.ExpressionAttributeNames },
    ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ...set.ExpressionAttributeValues },
  };
};

/**
 * Sets attributes of a record's item that are not record fields (index keys re-derived for a new
 * order): one UpdateItem, only while the item exists and `only` holds (see deleteRecordById); false
 * when it did not.
 */
export const setItemAttributes = async <T>(
  entity: Stored<T>,
  siteId: string,
  id: string,
  attributes: Item,
  options: { only?: Item } = {},
): Promise<boolean> => !(await updateItem(entity.key(siteId, id), setExisting(attributes, options.only))).refused;

/**
 * Moves a record from one state to the next (a scheduled send cancelled): one UpdateItem setting
 * `fields` while `only` holds, answering the record as it now is; when it did not hold, `refused`
 * with the record as it was (undefined: there is none).
 */
export const setRecordFields = async <T>(
  entity: Stored<T>,
  siteId: string,
  id: string,
  fields: Partial<T> & Item,
  only: Item,
): Promise<{ readonly record: T } | { readonly refused: T | undefined }> => {
  const out = await updateItem(entity.key(siteId, id), {
    ...setExisting(fields, only),
    ReturnValues: 'ALL_NEW',
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
  });
  return out.refused
    ? { refused: out.old && recordOfItem(entity, out.old) }
    : { record: recordOfItem(entity, out.attributes) };
};

/**
 * Deletes a record's item: one DeleteItem, unconditioned (undoing a write that went no further)
 * or, with `only`, only while those attributes hold those values (an upload still pending); false
 * when they did not (or there was no item).
 */
export const deleteRecordById = async <T>(
  entity: Stored<T>,
  siteId: string,
  id: string,
  options: { only?: Item } = {},
): Promise<boolean> => (await deleteItem(entity.key(siteId, id), requiring(options.only))).done;

/** The id of the record holding a claimed value: one GetItem of the claim. */
export const claimOwner = async <T extends { readonly id: string }>(
  entity: Entity<T>,
  siteId: string,
  value: string,
): Promise<string | undefined> =>
  entity.claim
    ? ((await readItem(entity.claim.key(siteId, value)))?.[entity.claim.owner] as string | undefined)
    : undefined;

/** The id a reference names: itself when it is an id (no I/O), else the owner of its claim (one GetItem). */
export const resolveRecordId = <T extends { readonly id: string }>(
  entity: Entity<T>,
  siteId: string,
  ref: string,
): Promise<string | undefined> => (isId(ref) || !entity.claim ? Promise.resolve(ref) : claimOwner(entity, siteId, ref));

/** A record by its claimed value: one GetItem of the claim when it holds a copy, else two (the claim, then the record). */
export const getRecordByValue = async <T extends { readonly id: string }>(
  entity: Entity<T>,
  siteId: string,
  value: string,
): Promise<T | undefined> => {
  const { claim } = entity;
  const held = claim && (await readItem(claim.key(siteId, value)));
  if (!claim || !held) return undefined;
  return claim.copy ? (held[claim.copy] as T) : getRecordById<T>(entity, siteId, held[claim.owner] as string);
};

/** A record by id or by claimed value (an id-shaped reference is an id). */
export const getRecord = <T extends { readonly id: string }>(
  entity: Entity<T>,
  siteId: string,
  ref: string,
): Promise<T | undefined> =>
  isId(ref) || !entity.claim ? getRecordById(entity, siteId, ref) : getRecordByValue(entity, siteId, ref);

/**
 * A GET of one record by an id path parameter declares this as its `prefetch`: the record's item is
 * read with the token where the request names its site (one request instead of two for a read by
 * id), and `getRecord`'s GetItem is answered from that read.
 */
export const recordPrefetch = <T extends { readonly id: string }>(entity: Entity<T>, param: string): PrefetchKeys =>
  prefetchById(param, entity.key);

/** The partition an entity's list reads (listRecords pages it, countRecords counts it). */
const listPartition = <T extends { readonly id: string }>(entity: Entity<T>, siteId: string): Partition => {
  if (!entity.list) throw new Error(`${entity.name} declares no list`);
  return { pk: entity.list.partition(siteId), ...(entity.list.index && { index: entity.list.index }) };
};

/** How many records an entity's list holds: a COUNT Query on its list partition (see countItems). */
export const countRecords = <T extends { readonly id: string }>(entity: Entity<T>, siteId: string): Promise<number> =>
  countItems({ input: partitionQuery(listPartition(entity, siteId)) });

/** A page of the declared list, in key order: one Query. */
export const listRecords = async <T extends { readonly id: string }>(
  entity: Entity<T>,
  siteId: string,
  page: PageRequest,
): Promise<Page<T>> => {
  const partition = listPartition(entity, siteId);
  const result = await queryPage(
    partitionQuery(partition),
    page,
    partition.index
      ? { partition: ['gsi1pk', partition.pk], keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] }
      : { partition: ['pk', partition.pk], keyAttributes: ['pk', 'sk'] },
  );
  return { ...result, items: result.items.map((item) => recordOfItem(entity, item)) };
};

// An item stored before its entity counted versions has none: it must still have none.
const unchanged = <T extends { readonly id: string }>(entity: Entity<T>, current: T) =>
  current[entity.version] === undefined
    ? {
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#version)',
        ExpressionAttributeNames: { '#version': entity.version },
      }
    : {
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': entity.version },
        ExpressionAttributeValues: { ':version': current[entity.version] },
      };

const owned = <T extends { readonly id: string }>(claim: ClaimDeclaration<T>, current: T) => ({
  ConditionExpression: '#owner = :owner',
  ExpressionAttributeNames: { '#owner': claim.owner },
  ExpressionAttributeValues: { ':owner': current.id },
});

const expiry = <T>(entity: Stored<T>, record: T) => {
  const ttl = entity.ttl?.(record);
  return ttl === undefined ? {} : { ttl };
};

/** The item that stores a record: its key, index and TTL attributes, the record, then `attributes`. */
const itemOf = <T>(
  entity: Stored<T>,
  siteId: string,
  id: string,
  record: T,
  attributes: Item = {},
): ItemKey & Item => ({
  ...entity.key(siteId, id),
  ...entity.indexes?.(siteId, record),
  ...expiry(entity, record),
  ...record,
  ...attributes,
});

/**
 * Writes a record whatever its item held: one unconditioned PutItem (the last write wins: a
 * site's settings, a suppression replaced by a later one, a log line). `attributes` go on the
 * item only, beside the record.
 */
export const putRecord = async <T>(
  entity: Stored<T>,
  siteId: string,
  id: string,
  record: T,
  attributes: Item = {},
): Promise<void> => {
  await putItem(itemOf(entity, siteId, id, record, attributes));
};

/**
 * Writes a new record: one PutItem conditioned on no item having its key (a new id, so a clash is
 * a bug: the refusal is thrown as it is). `attributes` go on the item only, beside the record.
 */
export const insertRecord = async <T>(
  entity: Stored<T>,
  siteId: string,
  id: string,
  record: T,
  attributes: Item = {},
): Promise<void> => {
  await putNewItem(itemOf(entity, siteId, id, record, attributes));
};

const put = (label: string, item: Item, condition = {}) =>
  labelled(label, { Put: { TableName: TABLE_NAME, Item: item, ...condition } });

const claimKey = <T>(claim: ClaimDeclaration<T>, siteId: string, record: T) => claim.key(siteId, claim.value(record));

const claimItem = <T extends { readonly id: string }>(claim: ClaimDeclaration<T>, siteId: string, record: T) => ({
  ...claimKey(claim, siteId, record),
  [claim.owner]: record.id,
  ...(claim.copy && { [claim.copy]: record }),
});

/**
 * The items that write `next`, new (`current` undefined) or in place of `current`, moving the claim
 * when its value changes. `attributes` go on the record's own item only, never into the record (the
 * depth of a write by cloud code, which toRecord leaves out).
 */
const writeItems = <T extends { readonly id: string }>(
  entity: Entity<T>,
  siteId: string,
  current: T | undefined,
  next: T,
  attributes: Item = {},
): TransactionItem[] => {
  const items = [
    put(ITEM, itemOf(entity, siteId, next.id, next, attributes), current ? unchanged(entity, current) : ABSENT),
    ...(entity.copies?.(siteId, next) ?? []).map((copy) => put(COPY, { ...next, ...copy })),
  ];
  const { claim } = entity;
  if (!claim) return items;
  const from = current && claimKey(claim, siteId, current);
  const to = claimKey(claim, siteId, next);
  if (!current || !from || from.pk !== to.pk || from.sk !== to.sk) {
    items.push(put(CLAIM, claimItem(claim, siteId, next), ABSENT));
    if (current && from)
      items.push(labelled(RELEASED_CLAIM, { Delete: { TableName: TABLE_NAME, Key: from, ...owned(claim, current) } }));
  } else if (claim.copy) {
    items.push(put(HELD_CLAIM, claimItem(claim, siteId, next), owned(claim, current)));
  }
  return items;
};

/**
 * Sends one write (sendWrite) with the declaration's related items: a refused new claim is the 409
 * `taken`, a refused related item the declaration's answer, any other refusal a StaleRead.
 */
const commit = async <T extends { readonly id: string }>(
  entity: Entity<T>,
  siteId: string,
  current: T | undefined,
  next: T | undefined,
  items: readonly TransactionItem[],
): Promise<void> => {
  try {
    await sendWrite([...items, ...(entity.related?.(siteId, current, next) ?? [])]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (next && entity.claim && error.refused(CLAIM) && !error.refused(ITEM)) throw entity.claim.taken(next);
    const answer = error.refused(ITEM) ? undefined : entity.relatedRefused?.(error);
    if (answer) throw answer;
    throw new StaleRead(`${entity.name} changed concurrently`, { cause: error });
  }
};

/** Runs a read-modify-write: the first read by the reference, a retry's by the id that read found. */
const rereading = <T extends { readonly id: string }, R>(
  entity: Entity<T>,
  siteId: string,
  ref: string,
  write: (current: T | undefined) => Promise<R>,
): Promise<R> => {
  let id: string | undefined;
  return withOptimisticRetry(async () => {
    const current = await (id === undefined ? getRecord(entity, siteId, ref) : getRecordById(entity, siteId, id));
    id = current?.id;
    return write(current);
  });
};

/**
 * Writes a new record with its claim: one PutItem, or one TransactWriteItems with the claim (409
 * when taken) and `also` (items read for this write, such as a marker it moves: a refusal of one is
 * a StaleRead, for the caller's withOptimisticRetry around the read and this write). `attributes`
 * go on the record's item only (see writeItems), as in saveRecord and updateRecord.
 */
export const createRecord = async <T extends { readonly id: string }>(
  entity: Entity<T>,
  siteId: string,
  created: T,
  also: readonly TransactionItem[] = [],
  attributes: Item = {},
): Promise<T> => {
  await commit(entity, siteId, undefined, created, [
    ...writeItems(entity, siteId, undefined, created, attributes),
    ...also,
  ]);
  return created;
};

/**
 * Writes `next` in place of `current` (read by the caller, for writes that read more than the
 * record): one request, conditioned on `current`'s version (StaleRead when it moved, for the
 * caller's withOptimisticRetry; 409 when a new claimed value is taken).
 */
export const saveRecord = <T extends { readonly id: string }>(
  entity: Entity<T>,
  siteId: string,
  current: NoInfer<T>,
  next: NoInfer<T>,
  also: readonly TransactionItem[] = [],
  attributes: Item = {},
): Promise<void> =>
  commit(entity, siteId, current, next, [...writeItems(entity, siteId, current, next, attributes), ...also]);

/**
 * Reads the record `ref` names (404 when absent), applies `change` (which may throw: rules,
 * scopes) and writes the result in one request; on a concurrent change reads and applies again.
 */
export const updateRecord = <T extends { readonly id: string }>(
  entity: Entity<T>,
  siteId: string,
  ref: string,
  change: (current: T) => T | Promise<T>,
  options: { also?: Also<[T, T]>; attributes?: Item } = {},
): Promise<T> =>
  rereading(entity, siteId, ref, async (current) => {
    if (!current) throw notFound(entity.name);
    const next = await change(current);
    await commit(entity, siteId, current, next, [
      ...writeItems(entity, siteId, current, next, options.attributes),
      ...((await options.also?.(current, next)) ?? []),
    ]);
    return next;
  });

/**
 * Deletes the record `ref` names with its copies and its claim in one request, after `before`
 * (checks, or work that must precede it); the deleted record, or undefined when there was none.
 */
export const removeRecord = <T extends { readonly id: string }>(
  entity: Entity<T>,
  siteId: string,
  ref: string,
  options: { before?: (current: T) => unknown } = {},
): Promise<T | undefined> =>
  rereading(entity, siteId, ref, async (current) => {
    if (!current) return undefined;
    await options.before?.(current);
    const { claim } = entity;
    await commit(entity, siteId, current, undefined, [
      labelled(ITEM, {
        Delete: { TableName: TABLE_NAME, Key: entity.key(siteId, current.id), ...unchanged(entity, current) },
      }),
      ...(entity.copies?.(siteId, current) ?? []).map((copy) =>
        labelled(COPY, { Delete: { TableName: TABLE_NAME, Key: { pk: copy.pk, sk: copy.sk } } }),
      ),
      ...(claim
        ? [
            labelled(RELEASED_CLAIM, {
              Delete: { TableName: TABLE_NAME, Key: claimKey(claim, siteId, current), ...owned(claim, current) },
            }),
          ]
        : []),
    ]);
    return current;
  });
