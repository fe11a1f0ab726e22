import * as z from 'zod/mini';
import '../http/zod-locale.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a file name may not hold
const NOT_IN_A_FILE_NAME = /[\u0000-\u001f\u007f/\\]/;

/** `POST /uploads`: the file the client is about to upload. */
export const createUploadSchema = z.strictObject({
  filename: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(255),
    z.refine((name) => !NOT_IN_A_FILE_NAME.test(name), 'must be a file name without slashes or control characters'),
  ),
  content_type: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(100)),
  size: z.number().check(z.int(), z.positive()),
  checksum_sha256: z
    .string()
    .check(z.regex(/^[A-Za-z0-9+/]{43}=$/, 'must be the base64 SHA-256 of the file (44 characters)')),
  purpose: z._default(z.enum(['media', 'theme_asset']), 'media'),
});
export type CreateUpload = z.infer<typeof createUploadSchema>;

export const uploadParamsSchema = z.object({
  upload: z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be an upload id')),
});
