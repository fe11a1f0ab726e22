import { defineHandler } from '../lib/endpoint/handler.js';
import { baseUrl } from '../lib/http/base-url.js';
import { notFound } from '../lib/http/errors.js';
import { ok } from '../lib/http/responses.js';
import { presentUpload } from '../lib/uploads/present-upload.js';
import { requireUploadScope } from '../lib/uploads/upload-access.js';
import { uploadSchema } from '../lib/uploads/upload-response-schemas.js';
import { uploadParamsSchema } from '../lib/uploads/upload-schemas.js';
import { getUpload } from '../lib/uploads/upload-records.js';
import * as route from './routes.js';

export const handler = defineHandler(route.getUpload, { responses: { 200: uploadSchema }, params: uploadParamsSchema }, async ({ event, principal, params }) => {
  const upload = await getUpload(principal.site!.id, params.upload);
  if (!upload) throw notFound('Upload');
  requireUploadScope(principal, upload.purpose, 'read');
  return ok(presentUpload(upload, baseUrl(event)));
});
