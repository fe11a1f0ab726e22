import { countHandler } from '../../lib/endpoint/count-handler.js';
import { uploadListQuery } from '../../lib/uploads/response-schemas.js';
import { visibleUploadParams } from '../../lib/uploads/upload-access.js';
import { countUploads } from '../../lib/uploads/upload-list.js';
import * as route from './routes.js';

/** How many uploads the list holds for the same `where[…]`, among those the caller may see (a theme token: its assets). */
export const handler = countHandler(route.countUploads, { listQuery: uploadListQuery }, async ({ event, principal }) =>
  countUploads(principal.site!.id, visibleUploadParams(principal, event.queryStringParameters)),
);
