import type { Customization } from '../commerce/customizations.js';
import type { FieldError } from '../http/errors.js';

/**
 * Pure rules of the custom fields a site defines for its customers and products: which types a
 * definition may take, clashes between the site's product fields and a product type's, and the
 * values a write carries under `custom_fields` (type, required, immutable; uniqueness needs
 * storage and is claimed in the write's transaction). No I/O: encrypted values are opened before
 * these rules see them and sealed after.
 */

/** Types a customer or product custom field may take (`float` is the older name of `number`). */
export const CUSTOM_FIELD_TYPES: ReadonlySet<string> = new Set([
  'string',
  'text',
  'integer',
  'number',
  'float',
  'boolean',
  'date',
  'email',
  'url',
  'select',
]);

export type FieldValues = Readonly<Record<string, unknown>>;

/** What is wrong with a list of definitions for customers or products beyond the customization shape: types without a value rule here. */
export const definitionProblems = (customizations: readonly Pick<Customization, 'name' | 'type'>[]): FieldError[] =>
  customizations.flatMap((field, index) =>
    CUSTOM_FIELD_TYPES.has(field.type)
      ? []
      : [
          {
            field: `customizations.${index}.type`,
            message: `${field.type} is not a custom field type of customers or products (one of: ${[...CUSTOM_FIELD_TYPES].join(', ')})`,
            code: 'not_supported',
          },
        ],
  );

/** Names defined both by the site's product fields and by a product type: each one a problem at `at` (a field path). */
export const clashingNames = (
  site: readonly Pick<Customization, 'name'>[],
  type: readonly Pick<Customization, 'name'>[],
): string[] => {
  const names = new Set(type.map((field) => field.name));
  return site.map((field) => field.name).filter((name) => names.has(name));
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isCalendarDate = (value: string): boolean => {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

const isUrl = (value: string): boolean => {
  if (value.length > 2048 || !/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
};

type Checked = { readonly value: unknown } | { readonly message: string; readonly code: string };
const invalid = (message: string): Checked => ({ message, code: 'invalid' });

/** A value checked against its definition's type: the value to store, or why it does not fit. */
export const checkValue = (field: Pick<Customization, 'type' | 'select_options'>, raw: unknown): Checked => {
  switch (field.type) {
    case 'string':
      if (typeof raw !== 'string') return invalid('must be a string');
      return raw.length > 255 ? invalid('must be at most 255 characters') : { value: raw };
    case 'text':
      if (typeof raw !== 'string') return invalid('must be a string');
      return raw.length > 100_000 ? invalid('must be at most 100000 characters') : { value: raw };
    case 'integer':
      return typeof raw === 'number' && Number.isSafeInteger(raw) ? { value: raw } : invalid('must be an integer');
    case 'number':
    case 'float':
      return typeof raw === 'number' && Number.isFinite(raw) ? { value: raw } : invalid('must be a number');
    case 'boolean':
      return typeof raw === 'boolean' ? { value: raw } : invalid('must be true or false');
    case 'date':
      return typeof raw === 'string' && (isCalendarDate(raw) || (DATE_TIME.test(raw) && !Number.isNaN(Date.parse(raw))))
        ? { value: raw }
        : invalid('must be a date (YYYY-MM-DD) or an RFC 3339 date-time');
    case 'email':
      return typeof raw === 'string' && raw.length <= 254 && EMAIL.test(raw)
        ? { value: raw }
        : invalid('must be an email address');
    case 'url':
      return typeof raw === 'string' && isUrl(raw) ? { value: raw } : invalid('must be an http(s) URL');
    case 'select': {
      const option = typeof raw === 'string' ? field.select_options?.find((o) => o.slug === raw) : undefined;
      return option
        ? { value: option.slug }
        : {
            message: `must be the slug of one of its options: ${(field.select_options ?? []).map((o) => o.slug).join(', ')}`,
            code: 'not_allowed',
          };
    }
    default:
      return {
        message: `has the type ${field.type}, which custom fields of customers and products do not take`,
        code: 'not_supported',
      };
  }
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The custom fields a write stores, from what it sends (`input`: absent fields keep their stored
 * value, `null` clears one) over what the record holds (`previous`, undefined on a create), checked
 * against the definitions: every defined field's resulting value, sent or kept, must fit its type
 * (so a value stored before a definition changed is refused when the record is next written),
 * a required one must be present, an immutable one may not change once the record exists. A field
 * no definition names may not be sent (`null` is accepted and changes nothing); values stored for a
 * definition since removed are dropped by the record's next write. One error per field, named
 * `custom_fields.<name>`.
 */
export const checkCustomFields = (
  definitions: readonly Customization[],
  input: FieldValues | undefined,
  previous: FieldValues | undefined,
): { values: Record<string, unknown>; errors: FieldError[] } => {
  const sentValues = input ?? {};
  const errors: FieldError[] = [];
  const defined = new Map(definitions.map((field) => [field.name, field]));
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(sentValues)) {
    if (!defined.has(name) && value !== null)
      errors.push({
        field: `custom_fields.${name}`,
        message: `No custom field is defined with the name ${name}`,
        code: 'unknown_field',
      });
  }
  for (const field of definitions) {
    const path = `custom_fields.${field.name}`;
    const sent = Object.hasOwn(sentValues, field.name);
    const stored = previous?.[field.name];
    const raw = sent ? sentValues[field.name] : stored;
    let value: unknown;
    if (!isEmpty(raw)) {
      const checked = checkValue(field, raw);
      if ('code' in checked) {
        errors.push({
          field: path,
          message: `${field.name} ${checked.message}${sent ? '' : ' (the stored value no longer fits its definition)'}`,
          code: checked.code,
        });
        continue;
      }
      value = checked.value;
    }
    if (
      field.immutable &&
      previous !== undefined &&
      sent &&
      !same(isEmpty(value) ? undefined : value, isEmpty(stored) ? undefined : stored)
    ) {
      errors.push({
        field: path,
        message: `${field.name} cannot be changed once the record exists`,
        code: 'immutable',
      });
      continue;
    }
    if (isEmpty(value)) {
      if (field.required) errors.push({ field: path, message: `${field.name} is required`, code: 'missing' });
      continue;
    }
    values[field.name] = value;
  }
  return { values, errors };
};

/**
 * The values of unique fields as they are claimed: field name → normalised value (strings compare
 * case-insensitively, other values by their JSON).
 */
export const uniqueValues = (definitions: readonly Customization[], values: FieldValues): Map<string, string> => {
  const claims = new Map<string, string>();
  for (const field of definitions) {
    const value = values[field.name];
    if (!field.unique || isEmpty(value)) continue;
    claims.set(field.name, typeof value === 'string' ? value.trim().toLowerCase() : JSON.stringify(value));
  }
  return claims;
};

/** The custom fields a reader sees: private ones left out for the record's own customer (`self`). */
export const visibleFields = (
  definitions: readonly Pick<Customization, 'name' | 'private_storage'>[],
  values: FieldValues,
  self: boolean,
): Record<string, unknown> => {
  if (!self) return { ...values };
  const hidden = new Set(definitions.filter((field) => field.private_storage).map((field) => field.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !hidden.has(name)));
};
