import * as z from 'zod/mini';
import type { ListQueryDescription } from '../db/list-query-rules.js';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { fileObjectSchema } from './file-object-schema.js';

/** An upload: pending until `POST /uploads/{id}/complete` accepts what arrived, then ready with its file object. */
export const uploadSchema = z.object({
  id: idSchema,
  url: urlSchema,
  status: z.enum(['pending', 'ready']),
  purpose: z.enum(['media', 'theme_asset']),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().check(z.int()),
  checksum_sha256: z.string(),
  expires_at: z
    .nullable(timestampSchema)
    .check(z.meta({ description: 'When the upload form runs out (pending uploads only)' })),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  completed_at: z.nullable(timestampSchema),
  file: z.nullable(fileObjectSchema),
});

/** 201 of POST /uploads: the upload plus the presigned form to post the file with. */
export const createdUploadSchema = z.extend(uploadSchema, {
  upload: z.object({
    url: z.string().check(z.meta({ description: 'Where to POST the file (multipart/form-data)' })),
    method: z.enum(['POST']),
    fields: z
      .record(z.string(), z.string())
      .check(z.meta({ description: 'Form fields to send, in this order, before the `file` field' })),
  }),
});

export const uploadListSchema = z.array(uploadSchema);

/** The list query of a site's uploads (OpenAPI). */
export const uploadListQuery: ListQueryDescription = {
  fields:
    'content_type (prefix: `where[content_type][prefix]=image/`), filename (prefix too), status, purpose, size, created_at',
  indexed: 'created_at',
  defaultOrder: 'created_at, oldest first',
  example: 'where[content_type][prefix]=image/&sort=-created_at',
};
