/** The status codes a redirect may answer with: permanent (301, 308) or temporary (302, 307). */
export const STATUS_CODES = [301, 302, 307, 308] as const;
export type StatusCode = (typeof STATUS_CODES)[number];

/** A redirect as stored (on its source path's item). `version` is never shown. */
export interface Redirect {
  readonly id: string;
  /** A path with a leading slash and no trailing one, without query string. */
  readonly source: string;
  /** A path or an absolute http(s) URL. */
  readonly target: string;
  readonly status_code: StatusCode;
  readonly created_at: string;
  readonly updated_at: string;
  readonly version: number;
}
