/**
 * The kinds of file an upload may hold, no I/O. Each declared `content_type` says how
 * `complete` checks the stored bytes: `sniff` (the magic numbers of its first bytes, with
 * file-type), `svg` (the whole file parses as XML with an `<svg>` root) or `text` (UTF-8 that no
 * binary signature matches).
 */
export interface MediaType {
  readonly mime: string;
  /** The object key's extension (the server chooses keys; never the client's file name). */
  readonly ext: string;
  readonly check: 'sniff' | 'svg' | 'text';
  /** What file-type may report for such bytes (the declared type when absent). */
  readonly sniffed?: readonly string[];
  /** An image whose width and height are read (image-size). */
  readonly image?: boolean;
  /**
   * A browser would run it as a page (script in SVG): served with `Content-Disposition: attachment`,
   * and only from the media origin, never the API's.
   */
  readonly active?: boolean;
  /** Accepted only for theme assets (`purpose: "theme_asset"`, write_themes). */
  readonly themeOnly?: boolean;
}

const TYPES: readonly MediaType[] = [
  { mime: 'image/jpeg', ext: 'jpg', check: 'sniff', image: true },
  { mime: 'image/png', ext: 'png', check: 'sniff', image: true, sniffed: ['image/png', 'image/apng'] },
  { mime: 'image/gif', ext: 'gif', check: 'sniff', image: true },
  { mime: 'image/webp', ext: 'webp', check: 'sniff', image: true },
  { mime: 'image/avif', ext: 'avif', check: 'sniff', image: true },
  { mime: 'image/svg+xml', ext: 'svg', check: 'svg', image: true, active: true },
  { mime: 'application/pdf', ext: 'pdf', check: 'sniff' },
  { mime: 'video/mp4', ext: 'mp4', check: 'sniff', sniffed: ['video/mp4', 'video/x-m4v'] },
  { mime: 'video/webm', ext: 'webm', check: 'sniff' },
  { mime: 'font/woff', ext: 'woff', check: 'sniff' },
  { mime: 'font/woff2', ext: 'woff2', check: 'sniff' },
  // Theme assets besides the media above.
  { mime: 'text/css', ext: 'css', check: 'text', themeOnly: true },
  { mime: 'text/javascript', ext: 'js', check: 'text', themeOnly: true },
  { mime: 'application/json', ext: 'json', check: 'text', themeOnly: true },
  { mime: 'text/plain', ext: 'txt', check: 'text', themeOnly: true },
  { mime: 'font/ttf', ext: 'ttf', check: 'sniff', themeOnly: true },
  { mime: 'font/otf', ext: 'otf', check: 'sniff', themeOnly: true },
  {
    mime: 'image/x-icon',
    ext: 'ico',
    check: 'sniff',
    image: true,
    themeOnly: true,
    sniffed: ['image/x-icon', 'image/vnd.microsoft.icon'],
  },
];

/** Every content type the API knows, by MIME type. */
export const MEDIA_TYPES: ReadonlyMap<string, MediaType> = new Map(TYPES.map((type) => [type.mime, type]));

/** SVG files are parsed whole, so they are held to a smaller size than other uploads. */
export const SVG_MAX_BYTES = 1024 * 1024;

/** The bytes `complete` reads from the start of an object to tell its type and dimensions. */
export const SNIFF_BYTES = 64 * 1024;

/** What `complete` reads of an object of `size` bytes: the whole of an SVG, else its first bytes. */
export const bytesToRead = (type: MediaType, size: number): number =>
  type.check === 'svg' ? size : Math.min(size, SNIFF_BYTES);
