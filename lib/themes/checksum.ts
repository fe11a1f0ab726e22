import { createHash } from 'node:crypto';

/** SHA-256 (lowercase hex) of theme source: a string as its UTF-8 bytes, or a binary body as is. */
export const checksumOf = (bytes: string | Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
