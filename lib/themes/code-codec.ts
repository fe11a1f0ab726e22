import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/** How code is kept in an item: short code as is, longer code brotli-compressed into a binary attribute. */
export interface StoredCode {
  readonly code?: string;
  readonly code_br?: Uint8Array;
}

// Below this size compression saves little and costs readability in the table.
const COMPRESS_FROM = 512;
// Quality 5 compresses theme sources about 5-8x at a few ms per 100 kB; 11 is far slower for a few % more.
const OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/**
 * Theme source is compressed at rest so that a whole theme fits in one DynamoDB Query page (1 MB
 * of stored data): that is what keeps the bundle read to a single request.
 */
export const encodeCode = (code: string): StoredCode => {
  if (Buffer.byteLength(code) < COMPRESS_FROM) return { code };
  const compressed = brotliCompressSync(Buffer.from(code, 'utf8'), OPTIONS);
  return { code_br: new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.length) };
};

/** The text of stored code (either form). */
export const decodeCode = (stored: StoredCode): string => {
  if (stored.code_br !== undefined) return brotliDecompressSync(stored.code_br).toString('utf8');
  return stored.code ?? '';
};

/** Bytes the code takes in the item. */
export const storedCodeSize = (stored: StoredCode): number =>
  stored.code_br?.length ?? Buffer.byteLength(stored.code ?? '');
