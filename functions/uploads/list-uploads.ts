import { pageQuerySchema } from '../../lib/db/pagination.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { listResponse } from '../../lib/http/list.js';
import { presentUpload } from '../../lib/uploads/present.js';
import { visibleUploadParams } from '../../lib/uploads/upload-access.js';
import { uploadListQuery, uploadListSchema } from '../../lib/uploads/response-schemas.js';
import { listUploads } from '../../lib/uploads/upload-list.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listUploads,
  { responses: { 200: uploadListSchema }, listQuery: uploadListQuery, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const base = baseUrl(event);
    const params = visibleUploadParams(principal, event.queryStringParameters);
    return listResponse(event, await listUploads(principal.site!.id, params, query), (upload) =>
      presentUpload(upload, base),
    );
  },
);
