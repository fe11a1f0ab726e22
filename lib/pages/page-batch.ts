import { isDeepStrictEqual } from 'node:util';
import { newId } from '../db/keys.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { notFound } from '../http/errors.js';
import { applyBatch, type BatchOperation, type BatchResultEntry, type PageDocument } from './batch-engine.js';
import { ifMatchSatisfied, pageEtag } from './page-etag.js';
import { PathChangeError, preconditionFailed, preconditionRequired, StaleVersionError } from './page-errors.js';
import { findPage, savePage } from './pages.js';
import { etagOf, type PageDoc, type StoredPage } from './stored-page.js';
import { presentPage, type PageContext } from './present.js';
import { resolveBatchFiles, storedOgImage } from './page-files.js';

export interface PageBatchRequest {
  readonly operations: readonly BatchOperation[];
  readonly atomic: boolean;
  /** The If-Match header; required. */
  readonly ifMatch: string | undefined;
  /** False: a move leaves no 301 on the paths it frees (default true). */
  readonly redirect?: boolean;
}

export interface PageBatchOutcome {
  /** False when an atomic batch failed: nothing was saved and `page` is the page as it was. */
  readonly applied: boolean;
  readonly results: BatchResultEntry[];
  readonly page: StoredPage;
}

const MAX_ATTEMPTS = 4;

/** The result codes a refused slug or parent change reports on the operations that made it. */
const PATH_ERRORS = {
  parent_not_found: { code: 'not_found', fields: ['/parent'] },
  parent_cycle: { code: 'invalid_value', fields: ['/parent'] },
  fullpath_taken: { code: 'conflict', fields: ['/slug', '/parent'] },
} as const;

/**
 * Reports a refused slug or parent change on the operations that made it. Returns false when no
 * successful operation wrote those fields (then the error is not theirs to report).
 */
const blamePathChange = (
  results: BatchResultEntry[],
  operations: readonly BatchOperation[],
  error: PathChangeError,
): boolean => {
  const { code, fields } = PATH_ERRORS[error.reason];
  let blamed = false;
  for (const entry of results) {
    const operation = operations[entry.index];
    if (entry.status !== 'ok' || entry.warning !== undefined || operation?.op !== 'set') continue;
    if (!(fields as readonly string[]).includes(operation.path)) continue;
    Object.assign(entry, { status: 'error', error: code, message: error.message });
    blamed = true;
  }
  return blamed;
};

/** What an atomic batch with a failure reports: the failures, every other operation skipped. */
const skipSuccesses = (results: BatchResultEntry[]): void => {
  for (const entry of results) {
    if (entry.status !== 'ok') continue;
    entry.status = 'skipped';
    delete entry.id;
    delete entry.warning;
  }
};

/** The page as the batch engine edits it: the API's full representation, derived fields included (they are read-only there). */
const toDocument = (page: StoredPage, context: PageContext): PageDocument =>
  presentPage(page, context) as unknown as PageDocument;

/** Back to the stored document: `url` and `public_url` are never stored; an upload's og_image keeps its stored form. */
const toStoredDoc = (
  { url: _url, public_url: _publicUrl, ...doc }: PageDocument,
  page: StoredPage,
  presented: PageDocument,
): PageDoc => {
  const ogImage = storedOgImage(page.doc.og_image, presented.og_image, doc.og_image);
  const { og_image: _ogImage, ...rest } = doc;
  return (ogImage === undefined ? rest : { ...rest, og_image: ogImage }) as unknown as PageDoc;
};

/**
 * POST /pages/{page}/batch: reads the page (one GetItem by id), checks If-Match
 * (428 when absent, 412 with the current ETag when stale), runs the batch engine and saves the
 * result with one TransactWriteItems conditioned on the version read, so of concurrent batches
 * carrying the same ETag exactly one is saved and the others get 412. With `If-Match: *` the
 * batch is instead re-run on the fresh page. A slug or parent change the store refuses (taken
 * fullpath, missing parent, cycle) fails the operations that made it: the rest is saved without
 * it, or nothing is when `atomic`.
 */
export const runPageBatch = async (
  siteId: string,
  ref: string,
  request: PageBatchRequest,
  context: PageContext,
): Promise<PageBatchOutcome> => {
  const { atomic, ifMatch } = request;
  const operations = await resolveBatchFiles(siteId, request.operations);
  return withOptimisticRetry(
    async () => {
      const page = await findPage(siteId, ref);
      if (!page) throw notFound('Page');
      if (ifMatch === undefined) throw preconditionRequired();
      if (!ifMatchSatisfied(ifMatch, etagOf(page))) throw preconditionFailed(etagOf(page));

      const presented = toDocument(page, context);
      const outcome = applyBatch(toDocument(page, context), operations, { atomic, newId });
      const { results } = outcome;
      if (atomic && outcome.failed) return { applied: false, results, page };
      let next = toStoredDoc(outcome.document, page, presented);
      try {
        try {
          // Operations that changed the page and then changed it back leave nothing to write.
          if (isDeepStrictEqual(next, page.doc)) return { applied: true, results, page };
          return {
            applied: true,
            results,
            page: await savePage(siteId, page, next, { redirect: request.redirect ?? true }),
          };
        } catch (error) {
          if (!(error instanceof PathChangeError) || !blamePathChange(results, operations, error)) throw error;
          if (atomic) {
            skipSuccesses(results);
            return { applied: false, results, page };
          }
          next = { ...next, slug: page.doc.slug, parent: page.doc.parent };
          if (isDeepStrictEqual(next, page.doc)) return { applied: true, results, page };
          return {
            applied: true,
            results,
            page: await savePage(siteId, page, next, { redirect: request.redirect ?? true }),
          };
        }
      } catch (error) {
        if (!(error instanceof StaleVersionError)) throw error;
        if (error.currentVersion === undefined) throw notFound('Page');
        // A pinned ETag lost the race: nothing was applied. `*` asks for the batch on whatever is current.
        if (ifMatch.trim() !== '*') throw preconditionFailed(pageEtag(page.doc.id, error.currentVersion));
        throw new StaleRead('the page changed meanwhile: running the batch again', { cause: error });
      }
    },
    { attempts: MAX_ATTEMPTS },
  );
};
