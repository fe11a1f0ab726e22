import type { StoredFile } from './file-objects.js';
import { presentFile } from './file-objects.js';
import type { UploadPurpose } from './upload-rules.js';

/** An upload as stored (its item, keys stripped). */
export interface Upload {
  readonly id: string;
  readonly site_id: string;
  readonly filename: string;
  readonly content_type: string;
  readonly size: number;
  /** Base64 SHA-256 the client declared (S3's `x-amz-checksum-sha256`). */
  readonly checksum_sha256: string;
  readonly purpose: UploadPurpose;
  readonly status: 'pending' | 'ready';
  readonly key: string;
  /** When the presigned POST runs out (a pending upload not completed by then is refused and expires). */
  readonly expires_at: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly completed_at?: string;
  /** The file object facts, once ready. */
  readonly file?: StoredFile;
}

/** An upload as the API shows it: `file` once ready, null while pending. */
export const presentUpload = (upload: Upload, base: string) => ({
  id: upload.id,
  url: `${base}/uploads/${upload.id}`,
  status: upload.status,
  purpose: upload.purpose,
  filename: upload.filename,
  content_type: upload.content_type,
  size: upload.size,
  checksum_sha256: upload.checksum_sha256,
  expires_at: upload.status === 'pending' ? upload.expires_at : null,
  created_at: upload.created_at,
  updated_at: upload.updated_at,
  completed_at: upload.completed_at ?? null,
  file: upload.file ? presentFile(upload.file, { base }) : null,
});
