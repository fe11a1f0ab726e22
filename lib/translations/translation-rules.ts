import type { FieldError } from '../http/errors.js';

/**
 * The rules of translations, without I/O: keys, locales, merging values and the flat answer of
 * translations.json.
 */

/** What a key is: 1-200 characters of lowercase letters, digits, `_`, `.` and `-` (dots as namespaces). */
export const TRANSLATION_KEY = /^[a-z0-9_.-]{1,200}$/;

/**
 * Keys that name a route beside `/translations/{key}` (or one to come, such as a count): never a
 * translation's, so that no translation hides a route.
 */
export const RESERVED_TRANSLATION_KEYS: readonly string[] = ['count', 'batch', 'resolve'];

/** Longest value of one locale, in characters. */
export const MAX_VALUE_LENGTH = 10_000;

/**
 * Most bytes (UTF-8) a translation's values may hold together: DynamoDB refuses items over
 * 400 KB, and a key, its dates and the attribute names need some room.
 */
export const MAX_VALUES_BYTES = 350_000;

/** Why a key cannot be a translation's, or undefined when it can. */
export const keyProblem = (key: string): string | undefined => {
  if (!TRANSLATION_KEY.test(key)) return 'must be 1-200 characters of a-z, 0-9, _, . and -';
  if (RESERVED_TRANSLATION_KEYS.includes(key))
    return `is reserved (${RESERVED_TRANSLATION_KEYS.join(', ')} name routes)`;
  return undefined;
};

/** Values as a write sends them: a string sets a locale, null removes it. */
export type ValuesPatch = Readonly<Record<string, string | null>>;

/**
 * One `invalid_locale` problem per locale of `values` that is not among the site's, named
 * `<prefix>.<locale>`. A locale being removed (null) need not be the site's: removing a value of a
 * locale the site no longer has is how it is cleaned up.
 */
export const localeProblems = (values: ValuesPatch, siteLocales: readonly string[], prefix = 'values'): FieldError[] =>
  Object.entries(values)
    .filter(([locale, value]) => value !== null && !siteLocales.includes(locale))
    .map(([locale]) => ({
      field: `${prefix}.${locale}`,
      message: `${locale} is not one of the site's locales (${siteLocales.join(', ')})`,
      code: 'invalid_locale',
    }));

/** The values after a write: the patch's strings set, its nulls removed, other locales kept. */
export const mergeValues = (
  current: Readonly<Record<string, string>> | undefined,
  patch: ValuesPatch,
): Record<string, string> => {
  const merged: Record<string, string> = { ...current };
  for (const [locale, value] of Object.entries(patch)) {
    if (value === null) delete merged[locale];
    else merged[locale] = value;
  }
  return merged;
};

/** Bytes of a translation's values as UTF-8 (locale names included). */
export const valuesBytes = (values: Readonly<Record<string, string>>): number =>
  Object.entries(values).reduce(
    (total, [locale, value]) => total + Buffer.byteLength(locale) + Buffer.byteLength(value),
    0,
  );

/** The problem of merged values too large to store, named `field`, or undefined. */
export const sizeProblem = (values: Readonly<Record<string, string>>, field = 'values'): FieldError | undefined =>
  valuesBytes(values) > MAX_VALUES_BYTES
    ? { field, message: `the values of one key hold at most ${MAX_VALUES_BYTES} bytes together`, code: 'too_large' }
    : undefined;

/** True when two value maps hold the same locales with the same texts. */
export const sameValues = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean => {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((locale) => b[locale] === a[locale]);
};

/**
 * The flat object of translations.json: every key with its text in `locale`, or in `fallback` (the
 * site's first locale) when it has none there; keys with neither are left out. Keys come in the
 * order given (the partition's key order).
 */
export const flatValues = (
  translations: readonly { readonly key: string; readonly values: Readonly<Record<string, string>> }[],
  locale: string,
  fallback: string | undefined,
): Record<string, string> => {
  const flat: Record<string, string> = {};
  for (const { key, values } of translations) {
    const value = values[locale] ?? (fallback === undefined ? undefined : values[fallback]);
    if (value !== undefined) flat[key] = value;
  }
  return flat;
};

/** The values of one locale only (the list's `locale=` filter). */
export const valuesIn = (values: Readonly<Record<string, string>>, locale: string | undefined) =>
  locale === undefined ? values : locale in values ? { [locale]: values[locale] as string } : {};
