import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Page } from '../db/pagination.js';
import { baseUrl } from './base-url.js';
import { ok, type HttpResult } from './responses.js';

/** A list answer: a JSON array, with `Link: <…>; rel="next"` while more items remain. */
export const listResponse = <T>(event: APIGatewayProxyEventV2, page: Page<T>, present: (item: T) => unknown): HttpResult => {
  const headers: Record<string, string> = {};
  if (page.next) {
    const query = new URLSearchParams(event.rawQueryString);
    query.set('cursor', page.next);
    headers.link = `<${baseUrl(event)}${event.rawPath}?${query.toString()}>; rel="next"`;
  }
  return ok(page.items.map(present), headers);
};
