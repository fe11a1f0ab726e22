import * as z from 'zod/mini';

// Apart from file-objects.ts so that a function that only presents files (every GET of a resource
// with file fields) does not carry the response schema, which only the OpenAPI document and the
// contract tests read.

/** The spec's file object (2.3), as responses show it (width and height for images). */
export const fileObjectSchema = z
  .catchall(
    z.object({
      filename: z.string(),
      url: z.string(),
      content_type: z.string(),
      permanent_url: z.string(),
      permanent_relative_url: z.string(),
      permanent_backend_url: z.string(),
      version: z.string(),
      checksum: z.string().check(z.meta({ description: 'Lowercase hex SHA-256 of the bytes' })),
      size: z.number().check(z.int()),
      width: z.optional(z.number().check(z.int())),
      height: z.optional(z.number().check(z.int())),
      upload_id: z.string().check(z.meta({ description: 'The upload this file came from' })),
    }),
    z.string(),
  )
  .check(z.meta({ description: 'A file object, built from an upload' }));
