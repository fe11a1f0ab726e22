import { isDeepStrictEqual } from 'node:util';
import { newId } from '../db/keys.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { conflict, invalidField, notFound } from '../http/errors.js';
import { ifMatchSatisfied, pageEtag } from './page-etag.js';
import { PathChangeError, preconditionFailed, StaleVersionError } from './page-errors.js';
import { mergePatch } from './page-input.js';
import type { PatchPage } from './schemas.js';
import { deletePage, findPage, type SaveOptions, savePage } from './pages.js';
import { etagOf, type StoredPage } from './stored-page.js';

const MAX_ATTEMPTS = 4;

/** The page `ref` names, checked against If-Match when the header is sent (412 with the current ETag). */
const readForWrite = async (siteId: string, ref: string, ifMatch: string | undefined): Promise<StoredPage> => {
  const page = await findPage(siteId, ref);
  if (!page) throw notFound('Page');
  if (ifMatch !== undefined && !ifMatchSatisfied(ifMatch, etagOf(page))) throw preconditionFailed(etagOf(page));
  return page;
};

/** True when the client pinned a version (a real entity tag, not `*`): a concurrent change is then a 412, not a retry. */
const pinsVersion = (ifMatch: string | undefined): ifMatch is string => ifMatch !== undefined && ifMatch.trim() !== '*';

/** A page that changed (or went) between the read and the write, as the client sees it. */
const staleAnswer = (pageId: string, error: StaleVersionError) =>
  error.currentVersion === undefined ? notFound('Page') : preconditionFailed(pageEtag(pageId, error.currentVersion));

/** A slug or parent change that can't be made, as a field error. */
const pathAnswer = (error: PathChangeError) => {
  switch (error.reason) {
    case 'parent_not_found':
      return invalidField('parent', error.message, 'not_found');
    case 'parent_cycle':
      return invalidField('parent', error.message, 'cycle');
    case 'fullpath_taken':
      return conflict('fullpath_taken', error.message);
  }
};

/**
 * PATCH of a page: a merge of the given fields, saved in one transaction conditioned on the
 * version read. With If-Match, a page changed meanwhile is a 412; without, the merge is simply
 * redone on the fresh page. A patch that changes nothing writes nothing (the ETag stays).
 */
export const patchPage = async (
  siteId: string,
  ref: string,
  patch: PatchPage,
  ifMatch: string | undefined,
  options: SaveOptions = { redirect: true },
): Promise<StoredPage> =>
  withOptimisticRetry(
    async () => {
      const page = await readForWrite(siteId, ref, ifMatch);
      const next = mergePatch(page.doc, patch, newId);
      if (isDeepStrictEqual(next, page.doc)) return page;
      try {
        return await savePage(siteId, page, next, options);
      } catch (error) {
        if (error instanceof PathChangeError) throw pathAnswer(error);
        if (!(error instanceof StaleVersionError)) throw error;
        if (pinsVersion(ifMatch) || error.currentVersion === undefined) throw staleAnswer(page.doc.id, error);
        throw new StaleRead('the page changed meanwhile: merging again', { cause: error });
      }
    },
    { attempts: MAX_ATTEMPTS },
  );

/** DELETE of a page without children, honouring If-Match when sent. */
export const removePage = async (siteId: string, ref: string, ifMatch: string | undefined): Promise<void> => {
  const page = await readForWrite(siteId, ref, ifMatch);
  try {
    await deletePage(siteId, page, pinsVersion(ifMatch) ? page.version : undefined);
  } catch (error) {
    if (error instanceof StaleVersionError) throw staleAnswer(page.doc.id, error);
    throw error;
  }
};
