import { AsyncLocalStorage } from 'node:async_hooks';
import { isId, keyId, type ItemKey } from './keys.js';

type Item = Record<string, unknown>;

/**
 * Items a GET route reads by key, known from the request alone: the site it names (a site-bound
 * token secret, or X-Service-Site) and its path parameters (raw: check them, e.g. with `isId`).
 * Authentication reads them in the same request as the token; an empty list reads the
 * token alone. The keys must be exactly those the handler's own reads ask for.
 */
export type PrefetchKeys = (request: {
  readonly siteId?: string;
  readonly params: Readonly<Record<string, string | undefined>>;
}) => readonly ItemKey[];

/**
 * A prefetch of items addressed by id path parameters on the request's site: nothing unless the
 * site is named and every parameter is an id (a slug resolves through its claim first).
 * `prefetchByIds(['webhook', 'delivery'], (site, [webhook, delivery]) => [webhookKeys.delivery(site, webhook, delivery)])`
 */
export const prefetchByIds =
  (names: readonly string[], keysOf: (siteId: string, ids: readonly string[]) => readonly ItemKey[]): PrefetchKeys =>
  ({ siteId, params }) => {
    const ids = names.map((name) => params[name] ?? '');
    return siteId !== undefined && ids.every(isId) ? keysOf(siteId, ids) : [];
  };

/** A prefetch of the one item an id path parameter addresses: `prefetchById('page', pageKeys.page)`. */
export const prefetchById = (name: string, key: (siteId: string, id: string) => ItemKey): PrefetchKeys =>
  prefetchByIds([name], (siteId, [id]) => [key(siteId, id as string)]);

interface Offered {
  readonly table: string;
  /** keyId → the item, or null when it does not exist. */
  readonly items: Map<string, Item | null>;
}

const scope = new AsyncLocalStorage<{ offered?: Offered }>();

/** Runs one invocation in its own scope: items offered inside it serve that invocation only. */
export const withPrefetchScope = <T>(run: () => T): T => scope.run({}, run);

/**
 * Makes items read with the token available to the handler's own reads of the same keys (each
 * once). Called by authentication once the token, its site and its scopes have passed: until
 * then nothing read with the token reaches the handler.
 */
export const offerPrefetched = (table: string, keys: readonly ItemKey[], found: ReadonlyMap<string, Item>): void => {
  const current = scope.getStore();
  if (!current) return;
  current.offered = { table, items: new Map(keys.map((key) => [keyId(key), found.get(keyId(key)) ?? null])) };
};

const isPlainKey = (key: unknown): key is ItemKey => {
  if (typeof key !== 'object' || key === null) return false;
  const names = Object.keys(key);
  return names.length === 2 && typeof (key as ItemKey).pk === 'string' && typeof (key as ItemKey).sk === 'string';
};

interface ReadInput {
  TableName?: string;
  Key?: unknown;
  ProjectionExpression?: string;
  AttributesToGet?: unknown;
  RequestItems?: Record<string, { Keys?: unknown[]; ProjectionExpression?: string; AttributesToGet?: unknown }>;
}

/** The answer to a GetItem or BatchGetItem that offered items fully cover, taking them (undefined: send it). */
const answerFromOffer = (offered: Offered, command: string, input: ReadInput): Record<string, unknown> | undefined => {
  if (command === 'GetItemCommand') {
    if (
      input.TableName !== offered.table ||
      input.ProjectionExpression ||
      input.AttributesToGet ||
      !isPlainKey(input.Key)
    )
      return undefined;
    const id = keyId(input.Key);
    if (!offered.items.has(id)) return undefined;
    const item = offered.items.get(id);
    offered.items.delete(id);
    return item ? { Item: item } : {};
  }
  if (command === 'BatchGetItemCommand') {
    const tables = Object.keys(input.RequestItems ?? {});
    const request = input.RequestItems?.[offered.table];
    if (tables.length !== 1 || !request || request.ProjectionExpression || request.AttributesToGet) return undefined;
    const keys = request.Keys ?? [];
    if (!keys.length || !keys.every((key) => isPlainKey(key) && offered.items.has(keyId(key)))) return undefined;
    const items: Item[] = [];
    for (const key of keys as ItemKey[]) {
      const item = offered.items.get(keyId(key));
      offered.items.delete(keyId(key));
      if (item) items.push(item);
    }
    return { Responses: { [offered.table]: items }, UnprocessedKeys: {} };
  }
  return undefined;
};

/**
 * The answer to a GetItem or BatchGetItem of this invocation that items authentication already
 * read fully cover (same table, whole items, each key once), or undefined: send it to DynamoDB.
 * The document client's middleware (lib/db/client.ts) asks this before every command.
 */
export const prefetchedAnswer = (command: string | undefined, input: unknown): Record<string, unknown> | undefined => {
  const offered = scope.getStore()?.offered;
  if (!offered?.items.size || command === undefined) return undefined;
  return answerFromOffer(offered, command, input as ReadInput);
};
