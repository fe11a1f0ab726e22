import * as z from 'zod';
import { notFound } from '../lib/http/errors.js';
import { defineHandler } from '../lib/http/handler.js';
import { docsAsset, docsHeaders } from '../lib/openapi/docs-page.js';

const assetParamsSchema = z.object({ asset: z.string().regex(/^[a-z0-9][a-z0-9.-]{0,99}$/, 'must be a file name of the reference page') });

/** A file of the API reference page, from the installed swagger-ui-dist package. */
export const handler = defineHandler('get-docs-asset', { params: assetParamsSchema, responses: { 200: z.string().meta({ description: 'The file' }) } }, async ({ params }) => {
  const asset = docsAsset(params.asset);
  if (!asset) throw notFound('File');
  const text = /^text\/|javascript|json/.test(asset.type);
  return {
    statusCode: 200,
    headers: { 'content-type': asset.type, 'cache-control': 'public, max-age=86400', ...docsHeaders },
    body: text ? asset.body.toString('utf8') : asset.body.toString('base64'),
    isBase64Encoded: !text,
  };
});
