import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { HttpResult } from '../http/responses.js';
import { bodyEtag, CONDITIONAL_HEADERS, ifNoneMatchSatisfied } from '../http/middleware/conditional-get.js';
import { documentKey, storedDocument } from './document-store.js';

/**
 * The layout's version: part of a document's ETag with its snapshot. Change it whenever the
 * rendering changes what a document looks like, so clients holding the old ETag download again.
 */
const LAYOUT = 'documents-2';

/** A value with its objects' keys in order: a stored map's attributes come back in no fixed order. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, inner]) => [key, canonical(inner)]));
};

/**
 * An invoice or credit note as the API answers it. The document is rendered from its snapshot alone
 * (the same bytes every time), so its ETag comes from the snapshot and the layout, known before
 * rendering: a matching If-None-Match answers 304 without rendering. The first download renders
 * and stores the file under the site's private prefix; later ones answer the stored bytes, so the
 * PDF library is loaded (`render` imports it) only when a document is first drawn. Base64 through
 * API Gateway, with a download name.
 */
export const documentAnswer = async <T>(
  event: Pick<APIGatewayProxyEventV2, 'headers'>,
  snapshot: T,
  file: { readonly siteId: string; readonly filename: string },
  render: (snapshot: T) => Promise<Uint8Array>,
): Promise<HttpResult> => {
  const { filename } = file;
  const etag = bodyEtag(`${LAYOUT}\n${JSON.stringify(canonical(snapshot))}`);
  const condition = event.headers['if-none-match'];
  if (condition !== undefined && ifNoneMatchSatisfied(condition, etag))
    return { statusCode: 304, headers: { ...CONDITIONAL_HEADERS, etag }, body: '' };
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${filename}"`,
      etag,
    },
    body: Buffer.from(
      await storedDocument(documentKey(file.siteId, LAYOUT, filename), () => render(snapshot)),
    ).toString('base64'),
    isBase64Encoded: true,
  };
};
