import { createHash } from 'node:crypto';
import { data, type SiteApi } from './index.js';

/** What to upload: the bytes, their name and declared type, and what they are for. */
export interface UploadInput {
  readonly bytes: Uint8Array;
  readonly filename: string;
  readonly contentType: string;
  readonly purpose?: 'media' | 'theme_asset';
}

const completeUpload = (api: SiteApi, id: string) =>
  data(api.POST('/uploads/{upload}/complete', { params: { path: { upload: id } } }));

/**
 * Uploads a file the way a browser does: `POST /uploads` declares it (name, type, size, SHA-256),
 * the bytes go straight to storage with the presigned form (never through the API), then
 * `POST /uploads/{id}/complete` has the API check them. Resolves to the ready upload, with its
 * file object in `file`; throws SiteApiError when the API refuses, or an Error when storage does.
 */
export const uploadFile = async (api: SiteApi, input: UploadInput) => {
  const created = await data(
    api.POST('/uploads', {
      body: {
        filename: input.filename,
        content_type: input.contentType,
        size: input.bytes.length,
        checksum_sha256: createHash('sha256').update(input.bytes).digest('base64'),
        purpose: input.purpose ?? 'media',
      },
    }),
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(created.upload.fields)) form.append(name, value);
  form.append('file', new Blob([input.bytes], { type: input.contentType }), input.filename);
  const posted = await fetch(created.upload.url, { method: 'POST', body: form });
  if (!posted.ok)
    throw new Error(`storage refused the file (${posted.status}): ${(await posted.text()).slice(0, 300)}`);
  return completeUpload(api, created.id);
};
