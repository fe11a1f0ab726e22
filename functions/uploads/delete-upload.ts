import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import { uploadParamsSchema } from '../../lib/uploads/schemas.js';
import { deleteUpload } from '../../lib/uploads/uploads.js';
import { requireUploadScope } from '../../lib/uploads/upload-access.js';
import * as route from './routes.js';

/** Deletes an upload nothing uses, and its file (409 upload_in_use naming where it is used). */
export const handler = defineHandler(
  route.deleteUpload,
  { responses: { 204: null }, params: uploadParamsSchema },
  async ({ principal, params }) => {
    await deleteUpload(principal.site!.id, params.upload, (upload) =>
      requireUploadScope(principal, upload.purpose, 'write'),
    );
    return noContent();
  },
);
