import { batchGet, keyId } from '../db/batch-get.js';
import { BATCH_WRITE_SIZE, batchWrite, type BatchWriteRequest } from '../db/batch-write.js';
import { timestamp, type ItemKey } from '../db/keys.js';
import type { FieldError } from '../http/errors.js';
import { translationKeys } from './keys.js';
import type { BatchEntry } from './schemas.js';
import type { Translation } from './translation-record.js';
import { localeProblems, mergeValues, sameValues, sizeProblem } from './translation-rules.js';
import { itemOf, localeKeys, refuse, siteLocalesFrom, toTranslation } from './translations.js';

/** Most keys one BatchGetItem reads (DynamoDB's limit). */
const READ_SIZE = 100;

export interface BatchResult {
  readonly created: number;
  readonly updated: number;
  readonly deleted: number;
  /** Entries that changed nothing (the same values, or a delete of a key there is none of): not written. */
  readonly unchanged: number;
}

/** Problems of the entries on their own (before any read): a key twice, values beside `delete`, neither. */
const entryProblems = (entries: readonly BatchEntry[]): FieldError[] => {
  const seen = new Map<string, number>();
  const problems: FieldError[] = [];
  entries.forEach((entry, index) => {
    const at = `translations.${index}`;
    const first = seen.get(entry.key);
    if (first !== undefined)
      problems.push({ field: `${at}.key`, message: `${entry.key} is already entry ${first}`, code: 'duplicate' });
    else seen.set(entry.key, index);
    if (entry.delete && entry.values)
      problems.push({ field: at, message: 'give values or delete: true, not both', code: 'invalid' });
    if (!entry.delete && !entry.values)
      problems.push({ field: at, message: 'give values or delete: true', code: 'missing' });
  });
  return problems;
};

/**
 * Applies up to 1,000 upserts and deletes. Everything is validated before anything is written (the
 * entries, the locales against the site's, the merged sizes): one problem and nothing is written,
 * each failing entry named by its index. Then one BatchGetItem per 100 keys (to merge locales and
 * tell creates from updates) and one BatchWriteItem per 25 changed keys: 1,000 keys are at most 10
 * reads and 40 writes, plus the token's read (which also reads the site's locales): 51 requests. Not one
 * transaction: a failure part-way leaves the batches before it written, and a repeat of the batch
 * reaches the same end state (every put holds the whole merged item; a delete of a missing key does
 * nothing). A concurrent single write to a key of the batch may be overwritten (the last write wins).
 */
export const applyTranslationBatch = async (siteId: string, entries: readonly BatchEntry[]): Promise<BatchResult> => {
  const site = siteLocalesFrom(siteId, await batchGet(localeKeys(siteId)));
  const problems = entryProblems(entries);
  entries.forEach((entry, index) => {
    if (entry.values) problems.push(...localeProblems(entry.values, site.locales, `translations.${index}.values`));
  });
  refuse(problems);

  const itemKeys = entries.map((entry) => translationKeys.translation(siteId, entry.key));
  const chunks: (typeof itemKeys)[] = [];
  for (let i = 0; i < itemKeys.length; i += READ_SIZE) chunks.push(itemKeys.slice(i, i + READ_SIZE));
  const found = new Map<string, Record<string, unknown>>();
  for (const read of await Promise.all(chunks.map((chunk) => batchGet(chunk))))
    for (const [id, item] of read) found.set(id, item);

  const now = timestamp();
  const writes: BatchWriteRequest[] = [];
  const sizes: FieldError[] = [];
  const counts = { created: 0, updated: 0, deleted: 0, unchanged: 0 };
  entries.forEach((entry, index) => {
    const key = itemKeys[index] as (typeof itemKeys)[number];
    const stored = found.get(keyId(key));
    const current = stored && toTranslation(stored);
    if (entry.delete) {
      if (current) {
        writes.push({ delete: key });
        counts.deleted += 1;
      } else counts.unchanged += 1;
      return;
    }
    const values = mergeValues(current?.values, entry.values ?? {});
    const size = sizeProblem(values, `translations.${index}.values`);
    if (size) sizes.push(size);
    if (current && sameValues(current.values, values)) {
      counts.unchanged += 1;
      return;
    }
    const next: Translation = {
      key: entry.key,
      values,
      created_at: current?.created_at ?? now,
      updated_at: now,
      version: (current?.version ?? 0) + 1,
    };
    writes.push({ put: itemOf(siteId, next) });
    if (current) counts.updated += 1;
    else counts.created += 1;
  });
  refuse(sizes);
  // The copy of the site's locales, when missing or stale, rides in the last BatchWriteItem when it
  // has room: never a request of its own, so 1,000 keys stay at 40 writes (translations.json reads
  // the site itself while no copy exists, and the next write that has room stores it).
  const copy = site.copy?.Put?.Item as (ItemKey & Record<string, unknown>) | undefined;
  if (copy && writes.length % BATCH_WRITE_SIZE !== 0) writes.push({ put: copy });
  await batchWrite(writes);
  return counts;
};
