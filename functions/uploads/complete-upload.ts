import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { presentUpload } from '../../lib/uploads/present.js';
import { requireUploadScope } from '../../lib/uploads/upload-access.js';
import { uploadSchema } from '../../lib/uploads/response-schemas.js';
import { uploadParamsSchema } from '../../lib/uploads/schemas.js';
import { getUpload } from '../../lib/uploads/upload-records.js';
import { completeUpload } from '../../lib/uploads/upload-complete.js';
import * as route from './routes.js';

/** Checks what arrived for an upload (size, checksum, real type) and makes it ready, with its file object. */
export const handler = defineHandler(
  route.completeUpload,
  { responses: { 200: uploadSchema }, params: uploadParamsSchema },
  async ({ event, principal, params }) => {
    const siteId = principal.site!.id;
    const upload = await getUpload(siteId, params.upload, true);
    if (!upload) throw notFound('Upload');
    requireUploadScope(principal, upload.purpose, 'write');
    return ok(presentUpload(await completeUpload(siteId, upload), baseUrl(event)));
  },
);
