import { readItem, putItemIf } from '../db/one-item.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { timestamp } from '../db/keys.js';
import type { SearchDocument } from './documents.js';
import { SiteIndex } from './engine.js';
import { deleteBaseObject, readBaseObject, writeBaseObject } from './index-store.js';
import { baseObjectKey, searchKeys } from './keys.js';

/**
 * A change of a site's index since its base: a resource's documents replaced (none: removed), or a
 * channel's entries dropped at once (a channel no longer searchable).
 */
export type LogEntry =
  | { readonly seq: number; readonly rid: string; readonly docs: readonly SearchDocument[] }
  | { readonly seq: number; readonly drop_channel: string };

export interface ReindexStatus {
  readonly status: 'queued' | 'running' | 'done';
  readonly requested_at: string;
  readonly finished_at?: string;
}

/**
 * A site's index state, one item: the base index object (rewritten only on compaction) and the
 * change log since it, which every query reads with its token and applies over its cached base.
 * Every write is conditioned on `version`: one writer at a time per site, none lost.
 */
export interface IndexState {
  readonly version: number;
  /** The last log sequence given out. */
  readonly seq: number;
  readonly base_key?: string;
  /** The log sequence the base includes. */
  readonly base_seq: number;
  readonly base_bytes: number;
  readonly base_documents: number;
  readonly log: readonly LogEntry[];
  readonly updated_at?: string;
  readonly compacted_at?: string;
  readonly reindex?: ReindexStatus;
}

const EMPTY: IndexState = { version: 0, seq: 0, base_seq: 0, base_bytes: 0, base_documents: 0, log: [] };

/** The log is folded into a new base beyond this many changes or bytes (the state item stays small: every query reads it). */
export const logMaxEntries = (): number => Number(process.env.SEARCH_LOG_MAX_ENTRIES ?? 50);
export const LOG_MAX_BYTES = 64 * 1024;

export const toIndexState = (item: Record<string, unknown> | undefined): IndexState | undefined => {
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, ...state } = item;
  return state as unknown as IndexState;
};

/** A site's index state: one GetItem (strongly consistent; a query's is read with its token). */
export const readIndexState = async (siteId: string): Promise<IndexState | undefined> =>
  toIndexState(await readItem(searchKeys.state(siteId)));

/** Writes the next state if the stored one is still `read`'s version (StaleRead otherwise). */
const writeState = async (siteId: string, read: IndexState | undefined, next: IndexState): Promise<void> => {
  const outcome = await putItemIf(
    { ...searchKeys.state(siteId), ...next, version: (read?.version ?? 0) + 1 },
    read
      ? { ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': read.version } }
      : { ConditionExpression: 'attribute_not_exists(pk)' },
  );
  if (outcome.refused) throw new StaleRead('search index state');
};

const logBytes = (log: readonly LogEntry[]) => Buffer.byteLength(JSON.stringify(log));

/** Applies log entries over an index, in order, from those it does not include yet. */
export const applyLog = (index: SiteIndex, log: readonly LogEntry[]): void => {
  for (const entry of [...log].sort((a, b) => a.seq - b.seq)) {
    if (entry.seq <= index.seq) continue;
    if ('drop_channel' in entry) index.dropChannel(entry.drop_channel);
    else index.replace(entry.rid, entry.docs);
    index.seq = entry.seq;
  }
};

/** A site's base index as stored (empty before its first compaction). */
export const loadBase = async (state: IndexState | undefined): Promise<SiteIndex> =>
  state?.base_key ? SiteIndex.load(await readBaseObject(state.base_key)) : SiteIndex.empty();

/**
 * Records changes in the site's log (a resource's latest documents replace its earlier entry, so a
 * burst of writes to one resource costs one entry), then folds the log into a new base when it is
 * long. One conditioned write of the state per batch; retried on a concurrent writer.
 */
export const recordChanges = async (
  siteId: string,
  changes: readonly (
    | { readonly rid: string; readonly docs: readonly SearchDocument[] }
    | { readonly drop_channel: string }
  )[],
): Promise<void> => {
  if (!changes.length) return;
  const state = await withOptimisticRetry(
    async () => {
      const read = await readIndexState(siteId);
      const current = read ?? EMPTY;
      let seq = current.seq;
      const replaced = new Set(changes.flatMap((change) => ('rid' in change ? [change.rid] : [])));
      const log: LogEntry[] = [
        ...current.log.filter((entry) => !('rid' in entry && replaced.has(entry.rid))),
        ...changes.map((change) => ({ ...change, seq: (seq += 1) })),
      ];
      const next: IndexState = { ...current, seq, log, updated_at: timestamp() };
      await writeState(siteId, read, next);
      return { ...next, version: current.version + 1 };
    },
    { attempts: 12, backoffMs: 20, maxBackoffMs: 500 },
  );
  if (state.log.length > logMaxEntries() || logBytes(state.log) > LOG_MAX_BYTES) await compact(siteId);
};

/**
 * Folds the log into a new base object: the base is read, the log applied, the result stored under
 * a new key, and the state moved to it keeping the log entries that came after (conditioned on the
 * version; a concurrent append only keeps more entries). `rebuild` replaces the base with an index
 * made from the table (a reindex); the log entries it may have missed are applied over it.
 */
export const compact = async (
  siteId: string,
  options: {
    readonly rebuild?: () => Promise<SiteIndex>;
    /** Changes too many for the log (a channel's every entry), applied to the new base directly. */
    readonly mutate?: (index: SiteIndex) => void;
    readonly reindex?: ReindexStatus;
  } = {},
): Promise<void> => {
  const { rebuild, mutate, reindex } = options;
  const read = (await readIndexState(siteId)) ?? EMPTY;
  const index = rebuild ? await rebuild() : await loadBase(read);
  if (rebuild) index.seq = read.base_seq;
  const fresh = (await readIndexState(siteId)) ?? EMPTY;
  applyLog(index, fresh.log);
  mutate?.(index);
  const covered = Math.max(index.seq, fresh.seq);
  index.seq = covered;
  const key = baseObjectKey(siteId, covered);
  const bytes = await writeBaseObject(key, index.serialize());
  let replacedKey: string | undefined;
  await withOptimisticRetry(
    async () => {
      const now = await readIndexState(siteId);
      const current = now ?? EMPTY;
      if (current.base_seq > covered && !rebuild && !mutate) return; // another compaction went further
      replacedKey = current.base_key;
      await writeState(siteId, now, {
        ...current,
        base_key: key,
        base_seq: covered,
        base_bytes: bytes,
        base_documents: index.documentCount,
        log: current.log.filter((entry) => entry.seq > covered),
        compacted_at: timestamp(),
        ...(reindex && { reindex }),
      });
    },
    { attempts: 12, backoffMs: 20, maxBackoffMs: 500 },
  );
  if (replacedKey && replacedKey !== key) await deleteBaseObject(replacedKey);
};

/** Marks a reindex requested (the status route shows it until the worker finishes). */
export const markReindex = async (siteId: string, status: ReindexStatus): Promise<void> =>
  withOptimisticRetry(
    async () => {
      const read = await readIndexState(siteId);
      await writeState(siteId, read, { ...(read ?? EMPTY), reindex: status });
    },
    { attempts: 12, backoffMs: 20, maxBackoffMs: 500 },
  );
