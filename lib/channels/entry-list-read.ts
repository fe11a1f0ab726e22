import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../auth/principal.js';
import { matchingEntryIds } from '../search/search.js';
import { entryCaller, type EntryCaller } from './entry-access.js';

/** What the entry list and its count read for a request. */
export interface EntryListRead {
  /** Whose ACL applies (entryCaller). */
  readonly caller: EntryCaller;
  /** The list query (`where[…]`, `sort`), without the parameters that are not list filters. */
  readonly params: Record<string, string | undefined>;
  /** With `q`: the ids the search engine matched, which the list then filters further. */
  readonly only?: ReadonlySet<string>;
}

/**
 * The entry list's read for a request, for the list and its count alike: the caller's ACL subject,
 * the search engine's matches for `q` (in `locale`), and the list query without `q`, `locale` and
 * `use_acl`. One rule for both, so a count never tells what the list hides.
 */
export const entryListRead = async (
  principal: Principal,
  event: APIGatewayProxyEventV2,
  channel: string,
  query: { readonly use_acl: boolean; readonly q?: string; readonly locale?: string },
): Promise<EntryListRead> => {
  const caller = await entryCaller(principal, event, query.use_acl);
  const only =
    query.q === undefined ? undefined : await matchingEntryIds(principal.site!.id, channel, query.q, query.locale);
  const { q: _q, locale: _locale, use_acl: _useAcl, ...params } = event.queryStringParameters ?? {};
  return { caller, params, ...(only && { only }) };
};
