import type { Customization as CustomizationDefinition } from '../commerce/customizations.js';
import { isFileInput } from '../uploads/file-input.js';
import type { FieldError } from '../http/errors.js';
import type { FieldType } from './schemas.js';

/**
 * A channel's custom field definition as stored: the customization object of checkout profiles
 * and product types, with a channel's own field types, a label that may be absent, and further
 * properties kept as they were given.
 */
export interface Customization extends Omit<CustomizationDefinition, 'label' | 'type'> {
  readonly label?: string;
  readonly type: FieldType;
  readonly [more: string]: unknown;
}

export type FieldValues = Readonly<Record<string, unknown>>;

type Coerced = { readonly value: unknown } | { readonly message: string; readonly code: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const isCalendarDate = (value: string): boolean => {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

const invalid = (message: string): Coerced => ({ message, code: 'invalid' });

/**
 * A raw JSON value checked and normalised for one field type. With `uploads`, a file field also
 * takes `{"upload_id": "…"}`, which the entry's write resolves to that upload's file object (issue
 * 21); a stored file object is never taken from a client (its object key is the server's to set).
 */
export const coerceFieldValue = (field: Customization, raw: unknown, uploads = false): Coerced => {
  switch (field.type) {
    case 'string':
      if (typeof raw !== 'string') return invalid('must be a string');
      return raw.length > 255 ? invalid('must be at most 255 characters') : { value: raw };
    case 'text':
      if (typeof raw !== 'string') return invalid('must be a string');
      return raw.length > 100_000 ? invalid('must be at most 100000 characters') : { value: raw };
    case 'integer':
      return typeof raw === 'number' && Number.isSafeInteger(raw) ? { value: raw } : invalid('must be an integer');
    case 'float':
      return typeof raw === 'number' && Number.isFinite(raw) ? { value: raw } : invalid('must be a number');
    case 'boolean':
      return typeof raw === 'boolean' ? { value: raw } : invalid('must be true or false');
    case 'date':
      return typeof raw === 'string' && (isCalendarDate(raw) || (DATE_TIME.test(raw) && !Number.isNaN(Date.parse(raw))))
        ? { value: raw }
        : invalid('must be a date (YYYY-MM-DD) or an RFC 3339 date-time');
    case 'select': {
      const option =
        typeof raw === 'string' ? field.select_options?.find((o) => o.slug === raw || o.id === raw) : undefined;
      if (!option) {
        return {
          message: `must be one of: ${(field.select_options ?? []).map((o) => o.slug).join(', ')}`,
          code: 'not_allowed',
        };
      }
      return { value: option.slug };
    }
    case 'file': {
      if (isFileInput(raw))
        return uploads ? { value: raw } : invalid('cannot name an upload here: give a URL or an object with url');
      const file = typeof raw === 'string' ? { url: raw } : raw;
      if (typeof file !== 'object' || file === null || Array.isArray(file))
        return invalid('must be a URL or an object with url');
      const { url, name, content_type: contentType, size, ...rest } = file as Record<string, unknown>;
      if (Object.keys(rest).length)
        return invalid(
          `unknown file attribute(s): ${Object.keys(rest).join(', ')} (an upload is given as {"upload_id": "…"} alone)`,
        );
      if (typeof url !== 'string' || !/^https?:\/\/\S+$/.test(url) || url.length > 2048)
        return invalid('url must be an http(s) URL');
      if (name !== undefined && (typeof name !== 'string' || name.length > 255))
        return invalid('name must be a string');
      if (contentType !== undefined && typeof contentType !== 'string') return invalid('content_type must be a string');
      if (size !== undefined && !(typeof size === 'number' && Number.isSafeInteger(size) && size >= 0))
        return invalid('size must be a byte count');
      return {
        value: {
          url,
          ...(name !== undefined && { name }),
          ...(contentType !== undefined && { content_type: contentType }),
          ...(size !== undefined && { size }),
        },
      };
    }
    case 'belongs_to':
      return typeof raw === 'string' && /^[0-9a-f]{24}$/.test(raw)
        ? { value: raw }
        : invalid(`must be the id of an entry of ${field.reference}`);
    default:
      return invalid('has an unknown type');
  }
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Where field errors point and what an unknown field is told (entries: `fields.<name>`, "The channel has no field"). */
export interface FieldValidationOptions {
  /** Prefix of error paths: `fields` for entries, `custom_fields` for products. */
  readonly at?: string;
  /** The message for a field no customization defines. */
  readonly unknown?: (name: string) => string;
  /** File fields take `{"upload_id"}` (entries written through the API, which resolve it); elsewhere it is invalid. */
  readonly uploads?: boolean;
}

/**
 * Validates an entry's field values against its channel's customizations: unknown fields, types,
 * select options, required fields and (on update, given `previous`) immutable fields. Fields not
 * sent keep their previous value; `null` clears one. Returns the values to store and one error per
 * invalid field (`fields.<name>`). Uniqueness needs storage and is checked when writing.
 * Products validate their custom fields against their product type with the same rules (`options.at`).
 */
export const validateEntryFields = (
  customizations: readonly Customization[],
  input: Record<string, unknown>,
  previous?: FieldValues,
  options: FieldValidationOptions = {},
): { values: Record<string, unknown>; errors: FieldError[] } => {
  const { at = 'fields', unknown = (name: string) => `The channel has no field ${name}`, uploads = false } = options;
  const errors: FieldError[] = [];
  const values: Record<string, unknown> = {};
  const known = new Map(customizations.map((field) => [field.name, field]));
  for (const name of Object.keys(input)) {
    if (!known.has(name)) errors.push({ field: `${at}.${name}`, message: unknown(name), code: 'unknown_field' });
  }
  for (const field of customizations) {
    const path = `${at}.${field.name}`;
    const sent = Object.hasOwn(input, field.name);
    let value = previous?.[field.name];
    if (sent) {
      const raw = input[field.name];
      if (raw === null) value = undefined;
      else {
        const coerced = coerceFieldValue(field, raw, uploads);
        if ('code' in coerced) {
          errors.push({ field: path, message: `${field.name} ${coerced.message}`, code: coerced.code });
          continue;
        }
        value = coerced.value;
      }
      if (field.immutable && previous && !isEmpty(previous[field.name]) && !same(value, previous[field.name])) {
        errors.push({ field: path, message: `${field.name} cannot be changed once set`, code: 'immutable' });
        continue;
      }
    }
    if (isEmpty(value)) {
      if (field.required) errors.push({ field: path, message: `${field.name} is required`, code: 'missing' });
      continue;
    }
    values[field.name] = value;
  }
  return { values, errors };
};

/** The unique-field values of an entry, as they are claimed: field name → normalised value (strings compare case-insensitively). */
export const uniqueValues = (customizations: readonly Customization[], values: FieldValues): Map<string, string> => {
  const claims = new Map<string, string>();
  for (const field of customizations) {
    const value = values[field.name];
    if (!field.unique || isEmpty(value)) continue;
    claims.set(field.name, typeof value === 'string' ? value.toLowerCase() : JSON.stringify(value));
  }
  return claims;
};
