import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { Feed } from 'feed';
import { isId } from '../db/keys.js';
import { baseUrl } from '../http/base-url.js';
import { notFound } from '../http/errors.js';
import type { HttpResult } from '../http/responses.js';
import { bodyEtag } from '../http/middleware/conditional-get.js';
import { latest, notModified } from './feed-rules.js';
import { findSiteByRef, siteRefOf } from './site-ref.js';

/** The formats a feed is served in. */
export type FeedFormat = 'rss' | 'atom';

/** One item of a feed, its text already escaped (or sanitized) HTML. */
export interface FeedItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly link: string;
  readonly date: string;
}

/** A feed's contents, read from storage. */
export interface FeedContents {
  readonly title: string;
  readonly description: string;
  /** The site's page the feed stands for. */
  readonly link: string;
  /** When the feed's source itself last changed (the channel or blog), besides its items. */
  readonly updatedAt: string;
  readonly items: readonly FeedItem[];
}

/** Items in a feed: the first 50 in the source's order. */
export const FEED_SIZE = 50;

const MEDIA_TYPES: Readonly<Record<FeedFormat, string>> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/** The feed document (the `feed` package): RSS 2.0 or Atom 1.0. */
export const renderFeed = (contents: FeedContents, self: string, format: FeedFormat, updated: Date): string => {
  const feed = new Feed({
    id: self,
    title: contents.title,
    description: contents.description,
    link: contents.link,
    updated,
    copyright: '',
    generator: 'site-api',
    feedLinks: { [format]: self },
  });
  for (const item of contents.items) {
    // Atom ids are URIs: `urn:site-api:<resource id>`, the same in both formats (RSS guid).
    feed.addItem({
      id: `urn:site-api:${item.id}`,
      title: item.title,
      description: item.description,
      link: item.link,
      date: new Date(item.date),
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
};

/**
 * A public feed's answer: the site named by `?site=` or `X-Service-Site` (id or subdomain; one
 * GetItem, alongside the read of the feed when the site is named by id), the feed document with
 * `ETag`, `Last-Modified` and `Cache-Control: public, max-age=300`, or 304 when the reader has it.
 */
export const serveFeed = async (
  event: APIGatewayProxyEventV2,
  format: FeedFormat,
  read: (siteId: string) => Promise<((subdomain: string) => FeedContents) | undefined>,
): Promise<HttpResult> => {
  const ref = siteRefOf(event);
  // By id both reads go at once; a subdomain is resolved first.
  const [site, source] = isId(ref)
    ? await Promise.all([findSiteByRef(ref), read(ref)])
    : await findSiteByRef(ref).then(async (found) => [found, await read(found.id)] as const);
  if (!source) throw notFound('Feed');
  const contents = source(site.subdomain);
  const self = `${baseUrl(event)}${event.rawPath}?site=${encodeURIComponent(ref)}`;
  const updated = latest([contents.updatedAt, ...contents.items.map((item) => item.date)]);
  const body = renderFeed(contents, self, format, updated);
  const etag = bodyEtag(body);
  const headers = {
    etag,
    'last-modified': updated.toUTCString(),
    'cache-control': 'public, max-age=300',
    vary: 'x-service-site, x-service-version',
  };
  if (notModified(event.headers, etag, updated)) return { statusCode: 304, headers, body: '' };
  return { statusCode: 200, headers: { ...headers, 'content-type': MEDIA_TYPES[format] }, body };
};
