import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { presentUpload } from '../../lib/uploads/present.js';
import { requireUploadScope } from '../../lib/uploads/upload-access.js';
import { uploadSchema } from '../../lib/uploads/response-schemas.js';
import { uploadParamsSchema } from '../../lib/uploads/schemas.js';
import { getUpload, uploadPrefetch } from '../../lib/uploads/upload-records.js';
import * as route from './routes.js';

/** One upload of the site (read with the token: one request); 404 for another site's, 403 without the scope its purpose needs. */
export const handler = defineHandler(
  route.getUpload,
  { prefetch: uploadPrefetch, responses: { 200: uploadSchema }, params: uploadParamsSchema },
  async ({ event, principal, params }) => {
    const upload = await getUpload(principal.site!.id, params.upload);
    if (!upload) throw notFound('Upload');
    requireUploadScope(principal, upload.purpose, 'read');
    return ok(presentUpload(upload, baseUrl(event)));
  },
);
