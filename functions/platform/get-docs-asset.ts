import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { fileSchema } from '../../lib/http/response-schemas.js';
import { docsAsset, docsAssetParamsSchema, docsHeaders } from '../../lib/openapi/docs-page.js';
import * as route from './routes.js';

/** A file of the API reference page, from the installed swagger-ui-dist package. */
export const handler = defineHandler(
  route.getDocsAsset,
  { params: docsAssetParamsSchema, responses: { 200: fileSchema } },
  async ({ params }) => {
    const asset = docsAsset(params.asset);
    if (!asset) throw notFound('File');
    const text = /^text\/|javascript|json/.test(asset.type);
    return {
      statusCode: 200,
      headers: { 'content-type': asset.type, 'cache-control': 'public, max-age=86400', ...docsHeaders },
      body: text ? asset.body.toString('utf8') : asset.body.toString('base64'),
      isBase64Encoded: !text,
    };
  },
);
