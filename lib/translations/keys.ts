import { sitePk } from '../db/keys.js';

/**
 * The sort key of the copy of the site's locales kept in the translations' partition: `#` sorts
 * before every character a key may hold, so it is the partition's first item and never a key.
 */
export const LOCALES_COPY_SORT_KEY = '#locales';

/**
 * Keys of a site's translations: one partition in key order (every list and the flat
 * translations.json are one Query of it), beside the copy of the site's locales that the
 * flat read falls back with (docs/translations.md, "The copy of the site's locales").
 */
export const translationKeys = {
  /** A translation, by its key (the sort key is the key itself, so the partition is in key order). */
  translation: (siteId: string, key: string) => ({ pk: sitePk(siteId, 'TRANSLATION'), sk: key }),
  partition: (siteId: string) => sitePk(siteId, 'TRANSLATION'),
  /** The copy of the site's locales (first: the fallback), rewritten by a translation write that finds it stale. */
  locales: (siteId: string) => ({ pk: sitePk(siteId, 'TRANSLATION'), sk: LOCALES_COPY_SORT_KEY }),
};
