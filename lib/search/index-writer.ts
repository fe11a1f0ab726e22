import { withOptimisticRetry } from '../db/optimistic-retry.js';
import { timestamp } from '../db/keys.js';
import type { SearchDocument } from './documents.js';
import type { SiteIndex } from './engine.js';
import {
  applyLog,
  EMPTY,
  LOG_MAX_BYTES,
  loadBase,
  logMaxEntries,
  readIndexState,
  writeState,
  type IndexState,
  type LogEntry,
  type ReindexStatus,
} from './index-state.js';
import { deleteBaseObject, writeBaseObject } from './index-store.js';
import { baseObjectKey } from './keys.js';

// The writes of the indexer (the search-index worker only: they carry the S3 client).

const logBytes = (log: readonly LogEntry[]) => Buffer.byteLength(JSON.stringify(log));

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
  await index.vacuum();
  const bytes = await writeBaseObject(key, index.serialize());
  let replacedKey: string | undefined;
  await withOptimisticRetry(
    async () => {
      const now = await readIndexState(siteId);
      const current = now ?? EMPTY;
      if (current.base_seq > covered && !rebuild && !mutate) return; // another compaction went further
      // The base replaced stays one generation (a query may have read the state just before), the one before it goes.
      replacedKey = current.previous_key;
      await writeState(siteId, now, {
        ...current,
        base_key: key,
        ...(current.base_key && { previous_key: current.base_key }),
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
