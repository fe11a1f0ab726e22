import { readItem, putItemIf } from '../db/one-item.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { timestamp } from '../db/keys.js';
import type { SearchDocument } from './documents.js';
import { SiteIndex } from './engine.js';
import { readBaseObject } from './index-read.js';
import { searchKeys } from './keys.js';

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
  /** The base before it: kept until the next compaction, for queries that read the state just before it moved. */
  readonly previous_key?: string;
  /** The log sequence the base includes. */
  readonly base_seq: number;
  readonly base_bytes: number;
  readonly base_documents: number;
  readonly log: readonly LogEntry[];
  readonly updated_at?: string;
  readonly compacted_at?: string;
  readonly reindex?: ReindexStatus;
}

export const EMPTY: IndexState = { version: 0, seq: 0, base_seq: 0, base_bytes: 0, base_documents: 0, log: [] };

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
export const writeState = async (siteId: string, read: IndexState | undefined, next: IndexState): Promise<void> => {
  const outcome = await putItemIf(
    { ...searchKeys.state(siteId), ...next, version: (read?.version ?? 0) + 1 },
    read
      ? { ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': read.version } }
      : { ConditionExpression: 'attribute_not_exists(pk)' },
  );
  if (outcome.refused) throw new StaleRead('search index state');
};

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

/** Marks a reindex requested (the status route shows it until the worker finishes). */
export const markReindex = async (siteId: string, status: ReindexStatus): Promise<void> =>
  withOptimisticRetry(
    async () => {
      const read = await readIndexState(siteId);
      await writeState(siteId, read, { ...(read ?? EMPTY), reindex: status });
    },
    { attempts: 12, backoffMs: 20, maxBackoffMs: 500 },
  );

/**
 * Asks for a site's rebuild: its state is marked `queued` (one conditioned write), and the table
 * stream's reaction queues the rebuild (lib/search/indexer.ts), so the route needs no queue.
 */
export const requestReindex = (siteId: string): Promise<void> =>
  markReindex(siteId, { status: 'queued', requested_at: timestamp() });
