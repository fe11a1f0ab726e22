import { readIndexState, type IndexState } from './index-state.js';
import type { SearchDocument } from './documents.js';

/** What the status route shows of a site's index. */
export const presentSearchStatus = (state: IndexState | undefined) => {
  const log = state?.log ?? [];
  // Documents: the base's, plus what the log adds or replaces (an estimate until the next compaction).
  const logged = log.reduce((sum, entry) => sum + ('docs' in entry ? (entry.docs as SearchDocument[]).length : 0), 0);
  return {
    documents: (state?.base_documents ?? 0) + logged,
    index_bytes: state?.base_bytes ?? 0,
    pending_changes: log.length,
    updated_at: state?.updated_at ?? state?.compacted_at ?? null,
    compacted_at: state?.compacted_at ?? null,
    reindex: state?.reindex ?? null,
  };
};

/** A site's index status: one GetItem. */
export const searchStatus = async (siteId: string) => presentSearchStatus(await readIndexState(siteId));
