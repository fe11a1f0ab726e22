import type { Translation } from './translation-record.js';
import { valuesIn } from './translation-rules.js';

/** Public shape of a translation (`locale` keeps that locale's value only, as the list's filter asks). */
export const presentTranslation = (translation: Translation, base: string, locale?: string) => ({
  key: translation.key,
  url: `${base}/translations/${translation.key}`,
  values: valuesIn(translation.values, locale),
  created_at: translation.created_at,
  updated_at: translation.updated_at,
});
