import { batchGet, keyId } from '../db/batch-get.js';
import { TABLE_NAME } from '../db/client.js';
import { isId, newId, timestamp } from '../db/keys.js';
import { readItem } from '../db/one-item.js';
import type { Page, PageRequest } from '../db/pagination.js';
import { queryOnce } from '../db/query-all.js';
import { recordOf } from '../db/record.js';
import { GSI1, GSI2 } from '../db/table.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import {
  labelled,
  MAX_TRANSACTION_ITEMS,
  sendTransaction,
  sendWrite,
  TransactionRefused,
  type TransactionItem,
} from '../db/transaction.js';
import { ApiError, conflict, type FieldError, notFound, unprocessable } from '../http/errors.js';
import { countList } from '../db/count.js';
import { queryList, type ListDeclaration } from '../db/list-query.js';
import { redirectKeys } from './keys.js';
import { isRedirectItem, redirectItem } from './redirect-item.js';
import type { Redirect, StatusCode } from './redirect-record.js';
import { followChain, MAX_HOPS, normalizePath, targetPath, targetProblem } from './redirect-rules.js';
import type { CreateRedirect, UpdateRedirect } from './schemas.js';
import { STATUS_CODES } from './redirect-record.js';

export type { Redirect } from './redirect-record.js';

type Item = Record<string, unknown>;

const toRedirect = /* @__PURE__ */ recordOf<Redirect>();

const sourceTaken = (source: string) =>
  conflict('source_taken', `The path ${source} already has a redirect, a page or a blog`, { details: { source } });

const redirectLoop = (field: string, source: string, target: string) =>
  new ApiError(422, 'redirect_loop', `Redirecting ${source} to ${target} would lead back to ${source}`, {
    errors: [{ field, message: 'leads back to the source', code: 'redirect_loop' }],
  });

/** A redirect by id: one Query on GSI2 (eventually consistent, as every index read). */
export const getRedirect = async (siteId: string, id: string): Promise<Redirect | undefined> => {
  if (!isId(id)) return undefined;
  const [item] = await queryOnce({
    TableName: TABLE_NAME,
    IndexName: GSI2,
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :id',
    ExpressionAttributeValues: { ':pk': redirectKeys.idIndex(siteId), ':id': id },
  });
  return isRedirectItem(item) ? toRedirect(item) : undefined;
};

/** The redirect at a path: one GetItem (strongly consistent). */
export const redirectAt = async (siteId: string, path: string): Promise<Redirect | undefined> => {
  const item = await readItem(redirectKeys.source(siteId, path));
  return isRedirectItem(item) ? toRedirect(item) : undefined;
};

/**
 * The redirects list: in source order on GSI1; `where[source][prefix]` (or its alias
 * `source.start`) becomes the Query's key condition, so a prefix reads only what it matches.
 */
const redirectList = (siteId: string, prefix: string | undefined): ListDeclaration => {
  const pk = redirectKeys.sourceIndex(siteId);
  const read = (forward: boolean) => ({
    input: {
      TableName: TABLE_NAME,
      IndexName: GSI1,
      KeyConditionExpression: prefix ? 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)' : 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': pk, ...(prefix && { ':prefix': prefix }) },
      ScanIndexForward: forward,
    },
    shape: { partition: ['gsi1pk', pk] as const, keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] },
  });
  return {
    catalogue: [
      { name: 'source', type: 'string', read: (item) => item.source },
      { name: 'target', type: 'string', read: (item) => item.target },
      { name: 'status_code', type: 'number', read: (item) => item.status_code },
      { name: 'created_at', type: 'datetime', read: (item) => item.created_at },
      { name: 'updated_at', type: 'datetime', read: (item) => item.updated_at },
    ],
    orders: { source: read(true), '-source': read(false) },
  };
};

/** A page of a site's redirects for a list query (source order): one Query on GSI1. */
export const listRedirects = async (
  siteId: string,
  params: Readonly<Record<string, string | undefined>>,
  page: PageRequest,
): Promise<Page<Redirect>> => {
  const prefix = params['where[source][prefix]'];
  const result = await queryList(redirectList(siteId, prefix || undefined), params, page);
  return { ...result, items: result.items.map((item) => toRedirect(item)) };
};

/** How many redirects the list holds for a list query: a COUNT Query on the same GSI1 range (see countItems). */
export const countRedirects = (siteId: string, params: Readonly<Record<string, string | undefined>>): Promise<number> =>
  countList(redirectList(siteId, params['where[source][prefix]'] || undefined), params);

/** The list's query parameters with `source.start=`, the older spelling of the prefix filter, read as `where[source][prefix]`. */
export const redirectListParams = (
  given: Readonly<Record<string, string | undefined>> | undefined,
): Record<string, string | undefined> => {
  const params = { ...given };
  if (params['source.start'] !== undefined && params['where[source][prefix]'] === undefined)
    params['where[source][prefix]'] = params['source.start'];
  delete params['source.start'];
  return params;
};

/** 422 `redirect_loop` when the chain from `source` through `target` comes back to `source`: one GetItem per hop followed. */
const refuseLoop = async (siteId: string, source: string, target: string) => {
  const chain = await followChain(source, target, async (path) => (await redirectAt(siteId, path))?.target);
  if (chain.loop) throw redirectLoop('target', source, target);
};

/**
 * Creates a redirect: its chain followed for loops (one GetItem per hop), then one PutItem on its
 * source path, refused when the path holds a redirect, a page or a blog (409 `source_taken`).
 */
export const createRedirect = async (siteId: string, input: CreateRedirect): Promise<Redirect> => {
  const source = normalizePath(input.source) as string;
  const target = input.target.trim();
  await refuseLoop(siteId, source, target);
  const at = new Date();
  const now = timestamp(at);
  const redirect: Redirect = {
    id: newId(at),
    source,
    target,
    status_code: (input.status_code ?? 301) as StatusCode,
    created_at: now,
    updated_at: now,
    version: 1,
  };
  try {
    await sendWrite([
      labelled('redirect', {
        Put: {
          TableName: TABLE_NAME,
          Item: redirectItem(siteId, redirect),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw sourceTaken(source);
    throw error;
  }
  return redirect;
};

/** The write's condition on the stored redirect: still this id and version. */
const unchanged = (redirect: Redirect) => ({
  ConditionExpression: 'id = :id AND version = :version',
  ExpressionAttributeValues: { ':id': redirect.id, ':version': redirect.version },
});

/**
 * Changes the fields given: the read by id (one Query on GSI2), the loop check when the source or
 * target changes (one GetItem per path of the chain), then one request: a PutItem, or a TransactWriteItems moving it to a new source (409
 * `source_taken` when that path is held).
 */
export const updateRedirect = (siteId: string, id: string, patch: UpdateRedirect): Promise<Redirect> =>
  withOptimisticRetry(async () => {
    const current = await getRedirect(siteId, id);
    if (!current) throw notFound('Redirect');
    const next: Redirect = {
      ...current,
      ...(patch.source !== undefined && { source: normalizePath(patch.source) as string }),
      ...(patch.target !== undefined && { target: patch.target.trim() }),
      ...(patch.status_code !== undefined && { status_code: patch.status_code as StatusCode }),
      updated_at: timestamp(),
      version: current.version + 1,
    };
    // Only a new source or target can close a loop: a change of status alone reads no chain.
    if (next.source !== current.source || next.target !== current.target)
      await refuseLoop(siteId, next.source, next.target);
    const moved = next.source !== current.source;
    const items: TransactionItem[] = moved
      ? [
          labelled('old', {
            Delete: { TableName: TABLE_NAME, Key: redirectKeys.source(siteId, current.source), ...unchanged(current) },
          }),
          labelled('claim', {
            Put: {
              TableName: TABLE_NAME,
              Item: redirectItem(siteId, next),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          }),
        ]
      : [
          labelled('old', {
            Put: { TableName: TABLE_NAME, Item: redirectItem(siteId, next), ...unchanged(current) },
          }),
        ];
    try {
      await sendWrite(items);
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      if (error.refused('claim') && !error.refused('old')) throw sourceTaken(next.source);
      throw new StaleRead('the redirect changed meanwhile', { cause: error });
    }
    return next;
  });

/** Deletes a redirect: the read by id (one Query on GSI2), then one DeleteItem. False when there is none. */
export const deleteRedirect = (siteId: string, id: string): Promise<boolean> =>
  withOptimisticRetry(async () => {
    const current = await getRedirect(siteId, id);
    if (!current) return false;
    try {
      await sendWrite([
        labelled('redirect', {
          Delete: { TableName: TABLE_NAME, Key: redirectKeys.source(siteId, current.source), ...unchanged(current) },
        }),
      ]);
    } catch (error) {
      if (error instanceof TransactionRefused) throw new StaleRead('the redirect changed meanwhile', { cause: error });
      throw error;
    }
    return true;
  });

/** Where a path leads: the first redirect's source and status, the final target and the hops taken. */
export interface Resolution {
  readonly source: string;
  readonly target: string;
  readonly status_code: StatusCode;
  readonly hops: number;
}

/**
 * Follows the redirects from a path to its final target, at most MAX_HOPS: one GetItem per path
 * of the chain (a path's item is its redirect, so nothing else is read): one per redirect
 * followed, and one more when the final target is a path, to learn that nothing redirects it.
 * Undefined when the path has none.
 */
export const resolveRedirect = async (siteId: string, path: string): Promise<Resolution | undefined> => {
  const source = normalizePath(path);
  if (source === undefined) return undefined;
  const first = await redirectAt(siteId, source);
  if (!first) return undefined;
  const chain = await followChain(source, first.target, async (at) => (await redirectAt(siteId, at))?.target);
  return { source, target: chain.target, status_code: first.status_code, hops: chain.hops };
};

/** The counts of an import. */
export interface ImportResult {
  readonly created: number;
  readonly updated: number;
}

const BATCH_READ = 100;

/**
 * Imports up to 1,000 redirects, upserting by source. Every entry is checked first (its fields, a
 * source named twice, a source held by a page or a blog, a loop through the import and the
 * redirects it meets): one 422 naming each failing index, and nothing written. Reads: one
 * BatchGetItem per 100 distinct sources and path targets; then one TransactWriteItems per 100
 * redirects, each put conditioned on its path holding no page or blog (a path claimed since the
 * read stops the import with 409 `source_taken`). Not one transaction: a failure midway leaves the
 * first batches written, and sending the same import again gives the same end state (the same
 * ids are kept).
 */
export const importRedirects = async (siteId: string, entries: readonly unknown[]): Promise<ImportResult> => {
  const errors: FieldError[] = [];
  const parsed: { index: number; source: string; target: string; status_code: StatusCode }[] = [];
  const bySource = new Map<string, number>();
  entries.forEach((entry, index) => {
    const at = `redirects[${index}]`;
    const value = (typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? entry : {}) as Item;
    const before = errors.length;
    for (const field of Object.keys(value))
      if (!['source', 'target', 'status_code'].includes(field))
        errors.push({ field: `${at}.${field}`, message: 'is not a field of a redirect', code: 'unknown_field' });
    const source = typeof value.source === 'string' ? normalizePath(value.source) : undefined;
    if (source === undefined)
      errors.push({ field: `${at}.source`, message: 'must be a path below the root', code: 'invalid' });
    const problem =
      typeof value.target === 'string' ? targetProblem(value.target) : 'must be a path or an absolute http(s) URL';
    if (problem) errors.push({ field: `${at}.target`, message: problem, code: 'invalid' });
    const status = value.status_code ?? 301;
    if (!STATUS_CODES.includes(status as StatusCode))
      errors.push({ field: `${at}.status_code`, message: 'must be 301, 302, 307 or 308', code: 'invalid' });
    if (source !== undefined && bySource.has(source))
      errors.push({
        field: `${at}.source`,
        message: `repeats the source of redirects[${bySource.get(source)}]`,
        code: 'duplicate',
      });
    if (errors.length > before || source === undefined) return;
    bySource.set(source, index);
    parsed.push({ index, source, target: (value.target as string).trim(), status_code: status as StatusCode });
  });
  if (errors.length) throw unprocessable(errors);

  // What the import meets: the items at its sources (to update, or held by a page) and at its targets' paths.
  const paths = new Set(
    parsed.flatMap((entry) => [
      entry.source,
      ...(targetPath(entry.target) ? [targetPath(entry.target) as string] : []),
    ]),
  );
  const keys = [...paths].map((path) => redirectKeys.source(siteId, path));
  const found = new Map<string, Item>();
  for (let start = 0; start < keys.length; start += BATCH_READ)
    for (const [id, item] of await batchGet(keys.slice(start, start + BATCH_READ))) found.set(id, item);
  const stored = (path: string) => found.get(keyId(redirectKeys.source(siteId, path)));

  const targets = new Map(parsed.map((entry) => [entry.source, entry.target]));
  const targetAt = (path: string) => {
    if (targets.has(path)) return targets.get(path);
    const item = stored(path);
    return isRedirectItem(item) ? (item.target as string) : undefined;
  };
  for (const entry of parsed) {
    const item = stored(entry.source);
    if (item && !isRedirectItem(item))
      errors.push({
        field: `redirects[${entry.index}].source`,
        message: `${entry.source} is a page's or a blog's path`,
        code: 'source_taken',
      });
    const chain = await followChain(entry.source, entry.target, targetAt);
    if (chain.loop)
      errors.push({
        field: `redirects[${entry.index}].target`,
        message: 'leads back to the source',
        code: 'redirect_loop',
      });
  }
  if (errors.length) throw unprocessable(errors);

  const now = timestamp();
  let created = 0;
  let updated = 0;
  const items = parsed.map((entry) => {
    const item = stored(entry.source);
    const current = isRedirectItem(item) ? toRedirect(item) : undefined;
    if (current) updated += 1;
    else created += 1;
    const redirect: Redirect = {
      id: current?.id ?? newId(),
      source: entry.source,
      target: entry.target,
      status_code: entry.status_code,
      created_at: current?.created_at ?? now,
      updated_at: now,
      version: (current?.version ?? 0) + 1,
    };
    return { index: entry.index, item: redirectItem(siteId, redirect) };
  });
  for (let start = 0; start < items.length; start += MAX_TRANSACTION_ITEMS) {
    const chunk = items.slice(start, start + MAX_TRANSACTION_ITEMS).map(({ index, item }) =>
      labelled(`import:${index}`, {
        // Never over a page's or a blog's claim taken since the read: only an empty path or a redirect.
        Put: {
          TableName: TABLE_NAME,
          Item: item,
          ConditionExpression: 'attribute_not_exists(pk) OR attribute_exists(status_code)',
        },
      }),
    );
    try {
      await withOptimisticRetry(() => sendTransaction(chunk));
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      const indexes = error.failed.filter((label) => label.startsWith('import:')).map((label) => label.slice(7));
      throw conflict(
        'source_taken',
        'A page or a blog took a source of this import meanwhile; the import stopped there',
        {
          details: { indexes: indexes.map(Number), written: start },
        },
      );
    }
  }
  return { created, updated };
};

export { MAX_HOPS };
