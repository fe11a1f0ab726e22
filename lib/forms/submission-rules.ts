import { createHash } from 'node:crypto';
import type { FieldError } from '../http/errors.js';
import type { Customization } from '../channels/entry-fields.js';

// How a public submission is read (pure: no I/O): the reserved fields a form may carry besides the
// channel's own, which fields a channel takes, form strings read as the channel's field types, and
// the client address the rate limits count.

/** The honeypot: a field a person never sees (hidden by CSS) and a bot fills in. Anything in it makes the submission spam. */
export const HONEYPOT_FIELD = '_gotcha';
/** The signed form token from `GET /channels/{channel}/submissions/form_token`. */
export const FORM_TOKEN_FIELD = '_form_token';
/** Where a plain form post is sent back to (303), on the origin the form was posted from. */
export const REDIRECT_FIELD = '_redirect';
/** RFC 6750 §2.2: the bearer token as a form field, for a plain HTML form that cannot set headers. */
export const ACCESS_TOKEN_FIELD = 'access_token';

/** The reserved fields of a submission, taken out of its values. */
export interface ReservedFields {
  readonly honeypot?: string;
  readonly formToken?: string;
  readonly redirect?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : value === undefined || value === null ? undefined : String(value);

/** Splits a flat submission body into the channel's values and the reserved fields. */
export const splitSubmission = (
  body: Readonly<Record<string, unknown>>,
): { values: Record<string, unknown>; reserved: ReservedFields } => {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name === HONEYPOT_FIELD || name === FORM_TOKEN_FIELD || name === REDIRECT_FIELD || name === ACCESS_TOKEN_FIELD)
      continue;
    Object.defineProperty(values, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return {
    values,
    reserved: {
      honeypot: text(body[HONEYPOT_FIELD]),
      formToken: text(body[FORM_TOKEN_FIELD]),
      redirect: text(body[REDIRECT_FIELD]),
    },
  };
};

/** One error per field the channel does not take from the public (`submittable_fields`). */
export const unsubmittableFields = (
  submittable: readonly string[],
  values: Readonly<Record<string, unknown>>,
): FieldError[] => {
  const allowed = new Set(submittable);
  return Object.keys(values)
    .filter((name) => !allowed.has(name))
    .map((name) => ({
      field: name,
      message: `${name} is not a field this channel takes from a public submission`,
      code: 'not_submittable',
    }));
};

const INTEGER = /^[+-]?\d{1,16}$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const TRUE = new Set(['true', 'on', '1', 'yes']);
const FALSE = new Set(['false', 'off', '0', 'no']);

/**
 * A form's string values read as the channel's field types: integers and numbers from their
 * decimal text, booleans from `true/on/1/yes` and `false/off/0/no` (a checked checkbox sends `on`),
 * an empty string as no value. Text that does not read as its type is passed on as sent, so the
 * channel's validation names the field. JSON bodies are typed already and are not read this way.
 */
export const readFormValues = (
  customizations: readonly Customization[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> => {
  const types = new Map(customizations.map((field) => [field.name, field.type]));
  const read: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    let value: unknown = raw;
    if (typeof raw === 'string') {
      const trimmed = raw.trim();
      const type = types.get(name);
      if (raw === '') value = null;
      else if (type === 'integer' && INTEGER.test(trimmed)) value = Number(trimmed);
      else if (type === 'float' && NUMBER.test(trimmed)) value = Number(trimmed);
      else if (type === 'boolean' && TRUE.has(trimmed.toLowerCase())) value = true;
      else if (type === 'boolean' && FALSE.has(trimmed.toLowerCase())) value = false;
    }
    Object.defineProperty(read, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return read;
};

/**
 * The address a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 prefix (a
 * single host is usually given a whole /64), an IPv4-mapped IPv6 address as its IPv4 address.
 */
export const clientAddress = (sourceIp: string): string => {
  const ip = sourceIp.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};

/**
 * Which of `shards` counters of a site an address counts on. A site's submissions are counted on
 * several items so that many visitors submitting at once do not all contend for one item; an
 * address always lands on the same one.
 */
export const addressShard = (address: string, shards: number): number =>
  createHash('sha256').update(address).digest().readUInt32BE(0) % shards;

/**
 * Whether `redirect` may receive a 303: an absolute http(s) URL on the origin the form was posted
 * from (the request's `Origin`, else its `Referer`'s origin).
 */
export const redirectAllowed = (redirect: string, headers: Readonly<Record<string, string | undefined>>): boolean => {
  let target: URL;
  try {
    target = new URL(redirect);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  const from = headers.origin && headers.origin !== 'null' ? headers.origin : headers.referer;
  if (!from) return false;
  try {
    return new URL(from).origin === target.origin;
  } catch {
    return false;
  }
};
