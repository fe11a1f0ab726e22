import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../auth/principal.js';
import { hasScope } from '../auth/scopes.js';
import { aclSubject } from '../channels/acl.js';
import { getCustomerById } from '../customers/customers.js';
import { currentCustomerId } from '../customers/current-customer.js';
import { batchGet } from '../db/batch-get.js';
import { keyId, keys, timestamp } from '../db/keys.js';
import type { PrefetchKeys } from '../db/prefetch.js';
import { SEARCH_TYPES, TYPE_FILTER_NAMES, type SearchDocument, type SearchType } from './documents.js';
import type { Hit, SiteIndex } from './engine.js';
import { applyLog, loadBase, toIndexState, type IndexState } from './index-state.js';
import { searchKeys } from './keys.js';
import { pageOf, visibleTo, type Viewer } from './search-rules.js';
import { mapPage, type Page, type PageRequest } from '../db/pagination.js';
import { parseQuery, snippetOf } from './text-rules.js';

/** What a query reads besides its token: the site's index state and the site (its locales), with the token when the site is named. */
export const searchPrefetch: PrefetchKeys = ({ siteId }) =>
  siteId === undefined ? [] : [searchKeys.state(siteId), keys.site(siteId)];

/**
 * Cached base indexes of this instance, by site: a base is loaded once (one GetObject) and the
 * site's change log, read with every query, is applied over it; a new base (a compaction) is
 * loaded when the state names it. A few sites at most, the least recently used dropped.
 */
const CACHED_SITES = 8;
const cache = new Map<string, { baseKey: string | undefined; index: Promise<SiteIndex> }>();

const indexFor = async (siteId: string, state: IndexState): Promise<SiteIndex> => {
  let cached = cache.get(siteId);
  if (!cached || cached.baseKey !== state.base_key) {
    const index = loadBase(state);
    cached = { baseKey: state.base_key, index };
    index.catch(() => cache.delete(siteId));
  }
  cache.delete(siteId);
  cache.set(siteId, cached);
  while (cache.size > CACHED_SITES) cache.delete(cache.keys().next().value as string);
  const index = await cached.index;
  applyLog(index, state.log);
  return index;
};

/** Forgets this instance's cached indexes (tests, the bench's cold start). */
export const forgetSearchCache = (): void => cache.clear();

/** The site's index state and locales: one BatchGetItem (read with the token when the request names the site). */
const readSearchContext = async (siteId: string) => {
  const stateKey = searchKeys.state(siteId);
  const siteKey = keys.site(siteId);
  const found = await batchGet([stateKey, siteKey]);
  return {
    state: toIndexState(found.get(keyId(stateKey))),
    locales: (found.get(keyId(siteKey))?.locales as string[] | undefined) ?? [],
  };
};

/** The read scope each type needs of a token that does not speak for visitors. */
const TYPE_SCOPES = {
  entry: 'read_channels',
  page: 'read_content',
  article: 'read_content',
  product: 'read_products',
} as const;

/** The viewer a request is: visitors' view for a publishable key or a customer, scopes per type otherwise. */
export const viewerOf = async (principal: Principal, event: APIGatewayProxyEventV2): Promise<Viewer> => {
  const customerId = await currentCustomerId(principal, event);
  const scopes = principal.scopes;
  const sensitive = hasScope(scopes, 'read_sensitive_channels');
  const publishable = scopes.length === 1 && scopes[0] === 'public';
  if (publishable || customerId !== undefined) {
    return {
      types: new Set(SEARCH_TYPES),
      publishedOnly: true,
      sensitive,
      subject: { bypass: false, customerId },
      now: timestamp(),
    };
  }
  const types = SEARCH_TYPES.filter((type) => hasScope(scopes, TYPE_SCOPES[type]) || (type === 'entry' && sensitive));
  return {
    types: new Set(types),
    publishedOnly: false,
    sensitive,
    subject: aclSubject({ master: principal.token.master, useAcl: false }),
    now: timestamp(),
  };
};

export interface SearchRequest {
  readonly q: string;
  readonly types?: string;
  readonly channel?: string;
  readonly locale?: string;
}

export interface SearchResult {
  readonly type: SearchType;
  readonly id: string;
  readonly url: string;
  readonly title: string;
  readonly score: number;
  readonly snippet: string;
  readonly channel?: string;
}

/** The kinds a `types=` list names (unknown names are ignored; none named: every kind). */
const typesNamed = (list: string | undefined): Set<SearchType> | undefined => {
  if (!list?.trim()) return undefined;
  return new Set(
    list
      .split(',')
      .map(
        (name) => TYPE_FILTER_NAMES[name.trim()] ?? (SEARCH_TYPES as readonly string[]).find((t) => t === name.trim()),
      )
      .filter((type): type is SearchType => type !== undefined),
  );
};

const present = (hit: Hit, query: string, base: string): SearchResult => {
  const { document } = hit;
  const parsed = parseQuery(query);
  return {
    type: document.type,
    id: document.resource_id,
    url: `${base}${document.path}`,
    title: document.title,
    score: Number(hit.score.toFixed(4)),
    snippet: snippetOf(document.text || document.title, parsed),
    ...(document.channel && { channel: document.channel }),
  };
};

/**
 * Every result of a query the viewer may see, best first: the site's index (cached base and its
 * change log), its words, filters and the viewer's rights. Reads the state and site (one
 * BatchGetItem, with the token when the site is named), the base object on a cold start or after a
 * compaction, and a customer's groups only when a result's ACL names a group.
 */
export const searchSite = async (
  siteId: string,
  viewer: Viewer,
  request: SearchRequest,
  base: string,
  page: PageRequest,
): Promise<Page<SearchResult>> => {
  const { state, locales } = await readSearchContext(siteId);
  if (!state) return { items: [] };
  const index = await indexFor(siteId, state);
  const wanted = typesNamed(request.types);
  const locale = request.locale ?? locales[0] ?? '';
  const channel = request.channel?.toLowerCase();
  let needsGroups = false;
  const run = (as: Viewer) =>
    index.search(request.q, (document: SearchDocument) => {
      if (wanted && !wanted.has(document.type)) return false;
      if (document.locale !== '' && document.locale !== locale) return false;
      if (channel !== undefined && document.channel !== channel && document.channel_id !== channel) return false;
      if (
        document.type === 'entry' &&
        document.read?.startsWith('group:') &&
        as.subject.customerId !== undefined &&
        as.subject.groups === undefined
      ) {
        needsGroups = true;
        return false;
      }
      return visibleTo(as, document);
    });
  let hits = run(viewer);
  if (needsGroups) {
    const customer = await getCustomerById(siteId, viewer.subject.customerId as string);
    const groups = (customer?.groups ?? []).map((group) => group.slug);
    hits = run({ ...viewer, subject: { ...viewer.subject, groups } });
  }
  // Only the page asked for is presented: a snippet costs a pass over its document's text.
  return mapPage(pageOf(hits, page.per_page, page.cursor), (hit) => present(hit, request.q, base));
};

/**
 * The ids of a channel's entries whose words match `q` (every entry the index holds, whoever asks:
 * the entries list applies its own ACLs, order and filters to them). One BatchGetItem, and the
 * base object on a cold start.
 */
export const matchingEntryIds = async (
  siteId: string,
  channel: string,
  q: string,
  locale: string | undefined,
): Promise<Set<string>> => {
  const { state, locales } = await readSearchContext(siteId);
  if (!state) return new Set();
  const index = await indexFor(siteId, state);
  const wanted = locale ?? locales[0] ?? '';
  const ref = channel.toLowerCase();
  const hits = index.search(
    q,
    (document) =>
      document.type === 'entry' &&
      (document.channel === ref || document.channel_id === ref) &&
      (document.locale === '' || document.locale === wanted),
  );
  return new Set(hits.map((hit) => hit.document.resource_id));
};
