import { fileTypeFromBuffer } from 'file-type/core';
import { imageSize } from 'image-size';
import { SaxesParser } from 'saxes';
import type { MediaType } from './media-types.js';
import type { Refusal } from './upload-rules.js';

/** What the first bytes of a file (all of an SVG) say about it. */
export interface Sniffed {
  readonly width?: number;
  readonly height?: number;
}

const mismatch = (type: MediaType, found: string): Refusal => ({
  code: 'type_mismatch',
  message: `The uploaded bytes are ${found}, not ${type.mime}`,
});

/** True when `bytes` is UTF-8 text (a multi-byte character cut off at the end of a partial read is allowed). */
const isUtf8Text = (bytes: Uint8Array, whole: boolean): boolean => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    decoder.decode(bytes, { stream: !whole });
    return !bytes.includes(0);
  } catch {
    return false;
  }
};

/** The root element of a well-formed XML document, or undefined when it is not one (DTDs are refused: no entity expansion). */
const xmlRoot = (text: string): string | undefined => {
  const parser = new SaxesParser({ xmlns: false });
  let root: string | undefined;
  let failed = false;
  parser.on('error', () => {
    failed = true;
  });
  parser.on('doctype', () => {
    failed = true;
  });
  parser.on('opentag', (tag) => {
    root ??= tag.name;
  });
  try {
    parser.write(text).close();
  } catch {
    return undefined;
  }
  return failed ? undefined : root;
};

const dimensions = (bytes: Uint8Array): Sniffed => {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : {};
  } catch {
    return {};
  }
};

/**
 * Checks that `bytes` (the start of a file, or all of it when `whole`) are of the declared type,
 * by their content alone: magic numbers for binary types (file-type), XML with an `<svg>` root for
 * SVG, UTF-8 matching no binary signature for text. Images also give their width and height.
 */
export const sniff = async (bytes: Uint8Array, type: MediaType, whole: boolean): Promise<Sniffed | Refusal> => {
  const detected = await fileTypeFromBuffer(bytes);
  if (type.check === 'sniff') {
    if (!detected) return mismatch(type, 'of no recognised type');
    if (!(type.sniffed ?? [type.mime]).includes(detected.mime)) return mismatch(type, detected.mime);
    return type.image ? dimensions(bytes) : {};
  }
  if (detected && detected.mime !== 'application/xml') return mismatch(type, detected.mime);
  if (!isUtf8Text(bytes, whole)) return mismatch(type, 'not UTF-8 text');
  if (type.check === 'text') return {};
  const root = xmlRoot(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''));
  if (root !== 'svg' && !root?.endsWith(':svg'))
    return mismatch(type, root ? `XML with a <${root}> root` : 'not well-formed XML without a DTD');
  return dimensions(bytes);
};

/** True when sniff refused the bytes. */
export const isRefusal = (result: Sniffed | Refusal): result is Refusal => 'code' in result;
