import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { LAST_PAGE_CURSOR, type Page } from '../db/page-cursors.js';
import { baseUrl } from './base-url.js';
import { ok, type HttpResult } from './responses.js';

/**
 * The `Link` header of a list page (RFC 8288), as GitHub's API writes it: `next` while more items
 * remain, `last` beside every `next` and only there (a cursor that reads back from the list's end,
 * so it costs no read to make; a client that follows `next` while `last` is present stops at the
 * end), `first` on every page reached with a cursor, and `prev` when the page can be read
 * backwards from. The request's other parameters (filters, sort, per_page) are kept.
 */
export const listLinks = (
  event: APIGatewayProxyEventV2,
  page: Pick<Page<unknown>, 'next' | 'prev'>,
): string | undefined => {
  const base = `${baseUrl(event)}${event.rawPath}`;
  const at = (cursor: string | undefined) => {
    const query = new URLSearchParams(event.rawQueryString);
    if (cursor === undefined) query.delete('cursor');
    else query.set('cursor', cursor);
    const text = query.toString();
    return `<${base}${text ? `?${text}` : ''}>`;
  };
  // `next` first: a client that takes the first link of a page with more still gets the next page.
  const links: string[] = [];
  if (page.next) links.push(`${at(page.next)}; rel="next"`, `${at(LAST_PAGE_CURSOR)}; rel="last"`);
  if (new URLSearchParams(event.rawQueryString).has('cursor')) links.push(`${at(undefined)}; rel="first"`);
  if (page.prev) links.push(`${at(page.prev)}; rel="prev"`);
  return links.length ? links.join(', ') : undefined;
};

/** A list answer: a JSON array, with its `Link` header (next, last, first, prev). */
export const listResponse = <T>(
  event: APIGatewayProxyEventV2,
  page: Page<T>,
  present: (item: T) => unknown,
): HttpResult => {
  const link = listLinks(event, page);
  return ok(page.items.map(present), link ? { link } : {});
};
