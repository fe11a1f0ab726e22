import { gunzipSync } from 'node:zlib';
import { signedGetUrls } from '../uploads/signed-get.js';

/**
 * Reads a site's base index back from the media bucket: one signed GET of our own (lib/aws/sigv4.ts),
 * so the search function carries no S3 client. Its JSON text.
 */
export const readBaseObject = async (key: string): Promise<string> => {
  const url = (await signedGetUrls([key])).get(key) as string;
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`search index object ${key}: ${answer.status}`);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  // Stored gzipped with Content-Encoding: gzip, which fetch may already have undone.
  return (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : Buffer.from(bytes)).toString('utf8');
};
