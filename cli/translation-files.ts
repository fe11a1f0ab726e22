/**
 * The translation folder of `site-api translations pull|push` (pure: no I/O): one `<locale>.json`
 * per locale, a flat `{key: text}` object each, and the state of the last pull or push
 * (`.site-api-translations.json`, the same shape), which a push compares the files with so that it
 * sends only what was edited since, and nothing at all when nothing was.
 */

/** Texts by locale, then by key: what the folder's files hold together. */
export type LocaleFiles = Record<string, Record<string, string>>;

/** The file that remembers what the folder held after its last pull or push. */
export const STATE_FILE = '.site-api-translations.json';

/** `fr.json`, `pt-BR.json`: the files that hold a locale (anything else in the folder is left alone). */
export const LOCALE_FILE = /^([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.json$/;

/** A translation as the API lists it. */
export interface ListedTranslation {
  readonly key: string;
  readonly values: Readonly<Record<string, string>>;
}

/** The files of a site's translations: each locale's texts, keys in order. */
export const filesOf = (translations: readonly ListedTranslation[]): LocaleFiles => {
  const files: LocaleFiles = {};
  for (const { key, values } of [...translations].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    for (const [locale, text] of Object.entries(values)) {
      files[locale] ??= {};
      (files[locale] as Record<string, string>)[key] = text;
    }
  }
  return files;
};

/** The text of a locale file: keys in order, two-space indents, a final newline (diffs stay small). */
export const fileText = (texts: Readonly<Record<string, string>>): string =>
  `${JSON.stringify(Object.fromEntries(Object.entries(texts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), null, 2)}\n`;

/** A locale file's texts, or the reason it is not one (not an object of strings). */
export const parseLocaleFile = (text: string): Record<string, string> | { problem: string } => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problem: `not JSON: ${(error as Error).message}` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { problem: 'must be an object of {"key": "text"}' };
  for (const [key, value] of Object.entries(parsed))
    if (typeof value !== 'string') return { problem: `the value of ${key} is not a string` };
  return parsed as Record<string, string>;
};

/** One entry of POST /translations/batch. */
export type PushEntry =
  | { readonly key: string; readonly values: Record<string, string | null> }
  | { readonly key: string; readonly delete: true };

/**
 * What a push sends: for each key, the texts that differ from `base` (the last pull or push) and
 * null for each text removed from its file; a key removed from every file it was in, and in no
 * file now, is deleted. Keys nobody edited are not sent, so an empty plan is no request at all.
 */
export const planTranslationPush = (local: LocaleFiles, base: LocaleFiles): PushEntry[] => {
  const changes = new Map<string, Record<string, string | null>>();
  const change = (key: string, locale: string, text: string | null) => {
    const values = changes.get(key) ?? {};
    values[locale] = text;
    changes.set(key, values);
  };
  for (const [locale, texts] of Object.entries(local))
    for (const [key, text] of Object.entries(texts)) if (base[locale]?.[key] !== text) change(key, locale, text);
  for (const [locale, texts] of Object.entries(base))
    for (const key of Object.keys(texts)) if (local[locale]?.[key] === undefined) change(key, locale, null);
  const inAnyFile = (key: string) => Object.values(local).some((texts) => texts[key] !== undefined);
  return [...changes.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([key, values]): PushEntry =>
        !inAnyFile(key) && Object.values(values).every((text) => text === null)
          ? { key, delete: true }
          : { key, values },
    );
};

/** The folder's state after a push of `entries` applied to `base` (what the server now holds of them). */
export const stateAfterPush = (base: LocaleFiles, entries: readonly PushEntry[]): LocaleFiles => {
  const state: LocaleFiles = Object.fromEntries(Object.entries(base).map(([locale, texts]) => [locale, { ...texts }]));
  for (const entry of entries) {
    if ('delete' in entry) {
      for (const texts of Object.values(state)) delete texts[entry.key];
      continue;
    }
    for (const [locale, text] of Object.entries(entry.values)) {
      if (text === null) delete state[locale]?.[entry.key];
      else {
        state[locale] ??= {};
        (state[locale] as Record<string, string>)[entry.key] = text;
      }
    }
  }
  return state;
};
