import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { notFound, type ApiError } from '../http/errors.js';
import { db, TABLE_NAME } from './client.js';
import { isId } from './keys.js';
import { StaleRead, withOptimisticRetry } from './optimistic-retry.js';
import { queryPage, type Page, type PageRequest } from './pagination.js';
import { toRecord } from './record.js';
import { labelled, sendWrite, TransactionRefused, type TransactionItem } from './transaction.js';

/** A key of the table. */
export interface Key {
  readonly pk: string;
  readonly sk: string;
}

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
  readonly key: (siteId: string, value: string) => Key;
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

/** What one entity is in the table: the helper's whole input (see docs/conventions.md). */
export interface EntityDeclaration<T extends { readonly id: string }> {
  /** Names the entity in errors: `Collection` → 404 "Collection not found". */
  readonly name: string;
  /** The key of a record's item. */
  readonly key: (siteId: string, id: string) => Key;
  /** Index attributes of the item (`gsi1pk`, `gsi1sk`, …), derived from the record at every write. */
  readonly indexes?: (siteId: string, record: T) => Item;
  /** Further items holding a copy of the record (their key and index attributes), written and deleted with it. */
  readonly copies?: (siteId: string, record: T) => readonly (Key & Item)[];
  /** The attribute every write is conditioned on: a counter the module bumps with every change (`version`). */
  readonly version: keyof T & string;
  readonly claim?: ClaimDeclaration<T>;
  /** The partition `list` reads in key order, on the table or on GSI1. */
  readonly list?: { readonly partition: (siteId: string) => string; readonly index?: 'gsi1' };
}

/** Items of another entity a write carries along (a shipping rate's default marker), each labelled: a refusal of one is a stale read. */
type Also<A extends unknown[]> = (...args: A) => readonly TransactionItem[] | Promise<readonly TransactionItem[]>;

// Labels of the helper's own items: `claim` is the only one whose refusal means "taken".
const ITEM = 'item';
const CLAIM = 'claim';
const HELD_CLAIM = 'held-claim';
const RELEASED_CLAIM = 'released-claim';
const COPY = 'copy';

const absent = { ConditionExpression: 'attribute_not_exists(pk)' };

/**
 * The storage of an entity with a claimed unique value, from its declaration: reads by id or by
 * value, the list, and writes that keep the record, its copies and its claim in one request,
 * conditioned on the version read and retried (re-read, re-applied) on a concurrent change
 * (503 `contention` after the last attempt). The module declaring it adds only its rules.
 */
export const claimedEntity = <T extends { readonly id: string }>(declaration: EntityDeclaration<T>) => {
  const { name, claim, version } = declaration;
  const record = (item: Item): T => toRecord<T>(item);

  const getItem = async (key: Key): Promise<Item | undefined> =>
    (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;

  // An item stored before its entity counted versions has none: it must still have none.
  const unchanged = (current: T) => (current[version] === undefined
    ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#version)', ExpressionAttributeNames: { '#version': version } }
    : { ConditionExpression: '#version = :version', ExpressionAttributeNames: { '#version': version }, ExpressionAttributeValues: { ':version': current[version] } });

  const claimOf = (siteId: string, current: T) => (claim as ClaimDeclaration<T>).key(siteId, (claim as ClaimDeclaration<T>).value(current));

  const owned = (current: T) => ({
    ConditionExpression: '#owner = :owner',
    ExpressionAttributeNames: { '#owner': (claim as ClaimDeclaration<T>).owner },
    ExpressionAttributeValues: { ':owner': current.id },
  });

  const put = (label: string, item: Item, condition = {}) => labelled(label, { Put: { TableName: TABLE_NAME, Item: item, ...condition } });

  const claimItem = (siteId: string, next: T, spec: ClaimDeclaration<T>) =>
    ({ ...claimOf(siteId, next), [spec.owner]: next.id, ...(spec.copy && { [spec.copy]: next }) });

  /** The items that write `next`, new (`current` undefined) or in place of `current`, moving the claim when its value changes. */
  const writeItems = (siteId: string, current: T | undefined, next: T): TransactionItem[] => {
    const items = [
      put(ITEM, { ...declaration.key(siteId, next.id), ...declaration.indexes?.(siteId, next), ...next }, current ? unchanged(current) : absent),
      ...(declaration.copies?.(siteId, next) ?? []).map((copy) => put(COPY, { ...next, ...copy })),
    ];
    if (!claim) return items;
    const from = current && claimOf(siteId, current);
    const to = claimOf(siteId, next);
    if (!current || !from || from.pk !== to.pk || from.sk !== to.sk) {
      items.push(put(CLAIM, claimItem(siteId, next, claim), absent));
      if (current && from) items.push(labelled(RELEASED_CLAIM, { Delete: { TableName: TABLE_NAME, Key: from, ...owned(current) } }));
    } else if (claim.copy) {
      items.push(put(HELD_CLAIM, claimItem(siteId, next, claim), owned(current)));
    }
    return items;
  };

  /** The items that delete `current` with its copies and its claim. */
  const removeItems = (siteId: string, current: T): TransactionItem[] => [
    labelled(ITEM, { Delete: { TableName: TABLE_NAME, Key: declaration.key(siteId, current.id), ...unchanged(current) } }),
    ...(declaration.copies?.(siteId, current) ?? []).map((copy) => labelled(COPY, { Delete: { TableName: TABLE_NAME, Key: { pk: copy.pk, sk: copy.sk } } })),
    ...(claim ? [labelled(RELEASED_CLAIM, { Delete: { TableName: TABLE_NAME, Key: claimOf(siteId, current), ...owned(current) } })] : []),
  ];

  /** Sends one write (sendWrite): a refused new claim is the 409 `taken`, any other refusal a StaleRead. */
  const commit = async (items: readonly TransactionItem[], next?: T): Promise<void> => {
    try {
      await sendWrite(items);
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      if (next && claim && error.refused(CLAIM) && !error.refused(ITEM)) throw claim.taken(next);
      throw new StaleRead(`${name} changed concurrently`, { cause: error });
    }
  };

  /** A record by id: one strongly consistent GetItem. */
  const getById = async (siteId: string, id: string): Promise<T | undefined> => {
    const item = await getItem(declaration.key(siteId, id));
    return item && record(item);
  };

  /** A record by its claimed value: one GetItem of the claim when it holds a copy, else two (the claim, then the record). */
  const getByValue = async (siteId: string, value: string): Promise<T | undefined> => {
    if (!claim) return undefined;
    const held = await getItem(claim.key(siteId, value));
    if (!held) return undefined;
    return claim.copy ? held[claim.copy] as T : getById(siteId, held[claim.owner] as string);
  };

  /** The id of the record holding a claimed value: one GetItem of the claim. */
  const ownerOf = async (siteId: string, value: string): Promise<string | undefined> =>
    (claim ? (await getItem(claim.key(siteId, value)))?.[claim.owner] as string | undefined : undefined);

  /** A record by id or by claimed value (an id-shaped reference is an id). */
  const get = (siteId: string, ref: string): Promise<T | undefined> =>
    (isId(ref) || !claim ? getById(siteId, ref) : getByValue(siteId, ref));

  /** Runs a read-modify-write: the first read by the reference, a retry's by the id that read found. */
  const rereading = <R>(siteId: string, ref: string, write: (current: T | undefined) => Promise<R>): Promise<R> => {
    let id: string | undefined;
    return withOptimisticRetry(async () => {
      const current = await (id === undefined ? get(siteId, ref) : getById(siteId, id));
      id = current?.id;
      return write(current);
    });
  };

  return {
    name,
    /** The record an item stores (keys and index attributes dropped). */
    toRecord: record,
    getById,
    getByValue,
    get,

    ownerOf,

    /** The id a reference names: itself when it is an id (no I/O), else the owner of its claim (one GetItem). */
    resolveId: async (siteId: string, ref: string): Promise<string | undefined> => (isId(ref) || !claim ? ref : ownerOf(siteId, ref)),

    /** A page of the declared list, in key order: one Query. */
    list: async (siteId: string, page: PageRequest): Promise<Page<T>> => {
      if (!declaration.list) throw new Error(`${name} declares no list`);
      const pk = declaration.list.partition(siteId);
      const onIndex = declaration.list.index === 'gsi1';
      const attribute = onIndex ? 'gsi1pk' : 'pk';
      const result = await queryPage({
        TableName: TABLE_NAME,
        ...(onIndex && { IndexName: declaration.list.index }),
        KeyConditionExpression: `${attribute} = :pk`,
        ExpressionAttributeValues: { ':pk': pk },
      }, page, { partition: [attribute, pk], keyAttributes: onIndex ? ['pk', 'sk', 'gsi1pk', 'gsi1sk'] : ['pk', 'sk'] });
      return { ...result, items: result.items.map(record) };
    },

    /** Writes a new record with its claim: one PutItem, or one TransactWriteItems with the claim (409 when taken) and `also`'s items. */
    create: (siteId: string, created: T, options: { also?: Also<[]> } = {}): Promise<T> =>
      withOptimisticRetry(async () => {
        await commit([...writeItems(siteId, undefined, created), ...(await options.also?.() ?? [])], created);
        return created;
      }),

    /**
     * Writes `next` in place of `current` (read by the caller, for writes that read more than the
     * record): one request, conditioned on `current`'s version (StaleRead when it moved, for the
     * caller's withOptimisticRetry; 409 when a new claimed value is taken).
     */
    save: (siteId: string, current: T, next: T, also: readonly TransactionItem[] = []): Promise<void> =>
      commit([...writeItems(siteId, current, next), ...also], next),

    /**
     * Reads the record `ref` names (404 when absent), applies `change` (which may throw: rules,
     * scopes) and writes the result in one request; on a concurrent change reads and applies again.
     */
    update: (siteId: string, ref: string, change: (current: T) => T | Promise<T>, options: { also?: Also<[T, T]> } = {}): Promise<T> =>
      rereading(siteId, ref, async (current) => {
        if (!current) throw notFound(name);
        const next = await change(current);
        await commit([...writeItems(siteId, current, next), ...(await options.also?.(current, next) ?? [])], next);
        return next;
      }),

    /**
     * Deletes the record `ref` names with its copies and its claim in one request, after `before`
     * (checks, or work that must precede it); the deleted record, or undefined when there was none.
     */
    remove: (siteId: string, ref: string, options: { before?: (current: T) => unknown } = {}): Promise<T | undefined> =>
      rereading(siteId, ref, async (current) => {
        if (!current) return undefined;
        await options.before?.(current);
        await commit(removeItems(siteId, current));
        return current;
      }),
  };
};

/** An entity's storage, as `claimedEntity` makes it. */
export type ClaimedEntity<T extends { readonly id: string }> = ReturnType<typeof claimedEntity<T>>;
