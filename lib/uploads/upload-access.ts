import { requireScope, type Principal } from '../auth/principal.js';
import { hasScope } from '../auth/scopes.js';
import type { UploadPurpose } from './upload-rules.js';

/** Uploads of site media need the content scopes; a theme's assets the theme scopes (403 otherwise). */
export const requireUploadScope = (principal: Principal, purpose: UploadPurpose, access: 'read' | 'write'): void =>
  requireScope(principal, purpose === 'theme_asset' ? `${access}_themes` : `${access}_content`);

/** A caller who reads themes but not content sees the theme assets among the uploads only. */
export const visiblePurpose = (principal: Principal): UploadPurpose | undefined =>
  hasScope(principal.scopes, 'read_content') ? undefined : 'theme_asset';

/**
 * The list query the upload list and its count read for a caller: the request's `where[…]`, with
 * `where[purpose]=theme_asset` forced for a caller who sees theme assets only (visiblePurpose). One
 * rule for both, so a count never tells what the list hides.
 */
export const visibleUploadParams = (
  principal: Principal,
  params: Readonly<Record<string, string | undefined>> | undefined,
): Record<string, string | undefined> => {
  const purpose = visiblePurpose(principal);
  return { ...params, ...(purpose && { 'where[purpose]': purpose }) };
};
