import { ifNoneMatchSatisfied } from '../http/middleware/conditional-get.js';

// Feed answers (pure: no I/O): escaping, validators and conditional requests.

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text shown as text wherever HTML is expected (a feed item's title and description are HTML). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);

/** A field value as feed text: strings as they are, numbers and booleans written out, anything else left out. */
export const fieldText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** The latest of some RFC 3339 instants, at second precision (what Last-Modified can say). */
export const latest = (instants: readonly (string | undefined)[]): Date => {
  const times = instants.map((at) => (at ? Date.parse(at) : Number.NaN)).filter((time) => !Number.isNaN(time));
  return new Date(Math.floor(Math.max(0, ...times) / 1000) * 1000);
};

/**
 * Whether a conditional GET may be answered 304 (RFC 9110 §13.1.2, §13.1.3): `If-None-Match`
 * decides when sent (the single resources' comparison, conditional-get.ts); else `If-Modified-Since` when not before the
 * last change.
 */
export const notModified = (
  headers: Readonly<Record<string, string | undefined>>,
  etag: string,
  lastModified: Date,
): boolean => {
  const match = headers['if-none-match'];
  if (match !== undefined) return ifNoneMatchSatisfied(match, etag);
  const since = headers['if-modified-since'];
  if (since === undefined) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && lastModified.getTime() <= time;
};
