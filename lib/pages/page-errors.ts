import { ApiError } from '../http/errors.js';

/** 428: a write that needs If-Match came without it. */
export const preconditionRequired = () =>
  new ApiError(428, 'precondition_required', "This request needs an If-Match header with the page's ETag");

/** 412: If-Match does not match the page; `details.etag` is the current ETag. */
export const preconditionFailed = (currentEtag: string) =>
  new ApiError(412, 'precondition_failed', 'The page has changed: If-Match does not match its current ETag', {
    details: { etag: currentEtag },
    headers: { etag: currentEtag },
  });

/** 422: a change would rewrite more items than one DynamoDB transaction may hold. */
export const tooManyChanges = (items: number, limit: number) =>
  new ApiError(
    422,
    'too_many_changes',
    `This change would write ${items} items (the page, its path claims and every page below it); at most ${limit} can be written together`,
  );

/** 422: the page would exceed DynamoDB's item size. */
export const pageTooLarge = (cause: unknown) =>
  new ApiError(422, 'page_too_large', 'The page would be larger than the 400 KB a page may hold', { cause });

/** Why a change of slug or parent could not be saved; mapped to a field error or a batch result entry. */
export class PathChangeError extends Error {
  override readonly name = 'PathChangeError';
  constructor(
    readonly reason: 'parent_not_found' | 'parent_cycle' | 'fullpath_taken',
    message: string,
  ) {
    super(message);
  }
}

/** The page was changed (or deleted) after it was read, so a write conditioned on its version failed. */
export class StaleVersionError extends Error {
  override readonly name = 'StaleVersionError';
  /** The version now stored; undefined when the page is gone. */
  constructor(readonly currentVersion: number | undefined) {
    super('The page changed since it was read');
  }
}
