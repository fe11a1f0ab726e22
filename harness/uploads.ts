import { createHash } from 'node:crypto';
import type { ApiResponse, RequestOptions, TestApi } from './api.js';

/** A 1×1 PNG (67 bytes). */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG of `width`×`height` (the header is what the API reads; the rest is a valid minimal image). */
export const pngOf = (width: number, height: number): Buffer => {
  const png = Buffer.from(PNG_1x1);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
};

export const sha256Base64 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64');

/** What POST /uploads answers with: the upload and its presigned form. */
export interface CreatedUpload {
  readonly id: string;
  readonly upload: { readonly url: string; readonly method: 'POST'; readonly fields: Record<string, string> };
  readonly [field: string]: unknown;
}

/** Posts a file to a presigned form as a browser or `curl -F` does (fields first, then `file`). */
export const postFile = async (
  form: CreatedUpload['upload'],
  bytes: Uint8Array,
  contentType: string,
  filename = 'file',
) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', new Blob([bytes], { type: contentType }), filename);
  const res = await fetch(form.url, { method: 'POST', body });
  await res.arrayBuffer();
  return res.status;
};

/** Creates an upload of `bytes` over the API, posts them to storage and (unless `complete: false`) completes it. */
export const uploadFile = async (
  api: TestApi,
  as: RequestOptions,
  options: {
    bytes: Uint8Array;
    contentType: string;
    filename?: string;
    purpose?: 'media' | 'theme_asset';
    complete?: boolean;
  },
): Promise<{ created: ApiResponse<CreatedUpload>; completed?: ApiResponse }> => {
  const created = await api.request<CreatedUpload>('POST', '/uploads', {
    ...as,
    body: {
      filename: options.filename ?? 'file.png',
      content_type: options.contentType,
      size: options.bytes.length,
      checksum_sha256: sha256Base64(options.bytes),
      ...(options.purpose && { purpose: options.purpose }),
    },
  });
  if (created.status !== 201) throw new Error(`POST /uploads answered ${created.status}: ${created.text}`);
  const posted = await postFile(created.body.upload, options.bytes, options.contentType, options.filename);
  if (posted !== 204 && posted !== 201) throw new Error(`posting the file answered ${posted}`);
  if (options.complete === false) return { created };
  const completed = await api.request('POST', `/uploads/${created.body.id}/complete`, as);
  return { created, completed };
};
