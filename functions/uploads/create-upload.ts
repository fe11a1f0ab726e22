import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { created } from '../../lib/http/responses.js';
import { presentUpload } from '../../lib/uploads/present.js';
import { requireUploadScope } from '../../lib/uploads/upload-access.js';
import { createdUploadSchema } from '../../lib/uploads/response-schemas.js';
import { createUploadSchema } from '../../lib/uploads/schemas.js';
import { createUpload } from '../../lib/uploads/uploads.js';
import * as route from './routes.js';

/** A pending upload and the presigned form its file is posted with, straight to the media bucket. */
export const handler = defineHandler(
  route.createUpload,
  { responses: { 201: createdUploadSchema }, body: createUploadSchema },
  async ({ event, principal, body }) => {
    requireUploadScope(principal, body.purpose, 'write');
    const { upload, form } = await createUpload(principal.site!.id, body);
    const shown = presentUpload(upload, baseUrl(event));
    return created({ ...shown, upload: form }, shown.url);
  },
);
