import { TABLE_NAME } from '../db/client.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { getRecordById, type Stored } from '../db/entity.js';
import { keys, timestamp } from '../db/keys.js';
import { countList } from '../db/count.js';
import { queryList, type ListDeclaration } from '../db/list-query.js';
import { deleteItem } from '../db/one-item.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import type { Page, PageRequest } from '../db/pagination.js';
import type { PrefetchKeys } from '../db/prefetch.js';
import { readPartition } from '../db/query-all.js';
import { toRecord } from '../db/record.js';
import { labelled, sendWrite, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { ApiError, assertValid, invalidField, notFound, type FieldError } from '../http/errors.js';
import { LOCALES_COPY_SORT_KEY, translationKeys } from './keys.js';
import type { Translation } from './translation-record.js';
import {
  flatValues,
  keyProblem,
  localeProblems,
  mergeValues,
  sameValues,
  sizeProblem,
  type ValuesPatch,
} from './translation-rules.js';

type Item = Record<string, unknown>;

/** Where a translation is: its key is its id. */
export const translations: Stored<Translation> = { name: 'Translation', key: translationKeys.translation };

/** A stored item as a translation (its keys and bookkeeping dropped). */
export const toTranslation = (item: Item): Translation => toRecord<Translation>(item);

/** A translation by key: one GetItem (strongly consistent); none for a key no translation can have. */
export const getTranslation = async (siteId: string, key: string): Promise<Translation | undefined> =>
  keyProblem(key) ? undefined : getRecordById(translations, siteId, key);

/** GET /translations/{key}: the translation, read with the token when the request names its site. */
export const translationPrefetch: PrefetchKeys = ({ siteId, params }) =>
  siteId !== undefined && params.key !== undefined && !keyProblem(params.key)
    ? [translationKeys.translation(siteId, params.key)]
    : [];

/** The site's locales and the copy of them beside the translations, read together: the key pair writes read first. */
export const localeKeys = (siteId: string) => [keys.site(siteId), translationKeys.locales(siteId)];

/**
 * PUT /translations/{key} reads what its write reads first (the site's locales, their copy and the
 * translation) with the token: a write is then the token's read and its own write.
 */
export const translationWritePrefetch: PrefetchKeys = ({ siteId, params }) =>
  siteId !== undefined && params.key !== undefined && !keyProblem(params.key)
    ? [...localeKeys(siteId), translationKeys.translation(siteId, params.key)]
    : [];

/** POST /translations/batch reads the site's locales (and their copy) with the token. */
export const translationBatchPrefetch: PrefetchKeys = ({ siteId }) => (siteId === undefined ? [] : localeKeys(siteId));

export interface SiteLocales {
  /** The site's locales, the first being the one translations.json falls back to. */
  readonly locales: readonly string[];
  /** The copy to write beside the translations, when the stored one is missing or differs. */
  readonly copy?: TransactionItem;
}

/** The site's locales from a read of {@link localeKeys}: 404 when the site is gone. */
export const siteLocalesFrom = (siteId: string, found: ReadonlyMap<string, Item>): SiteLocales => {
  const site = found.get(keyId(keys.site(siteId)));
  if (!site) throw notFound('Site');
  const locales = (site.locales ?? []) as string[];
  const copyKey = translationKeys.locales(siteId);
  const stored = found.get(keyId(copyKey))?.locales as string[] | undefined;
  const current = stored?.length === locales.length && stored.every((locale, i) => locale === locales[i]);
  return {
    locales,
    ...(!current && {
      copy: labelled('locales', { Put: { TableName: TABLE_NAME, Item: { ...copyKey, locales } } }),
    }),
  };
};

/** A 422 for locale problems: `invalid_locale` when every problem is one, else `validation_failed`. */
export const refuse = (problems: readonly FieldError[]): void => {
  if (!problems.length) return;
  if (problems.every((problem) => problem.code === 'invalid_locale')) {
    throw new ApiError(
      422,
      'invalid_locale',
      problems.length === 1 ? `${problems[0]?.field}: ${problems[0]?.message}` : "Some locales are not the site's",
      { errors: problems },
    );
  }
  assertValid(problems);
};

/** A translation's item: the record under its key. */
export const itemOf = (siteId: string, translation: Translation) => ({
  ...translationKeys.translation(siteId, translation.key),
  ...translation,
});

/**
 * Creates or changes a translation (PUT and POST upsert by key): one BatchGetItem (the site, the
 * copy of its locales, the translation; PUT reads it with the token), then one conditional PutItem (a TransactWriteItems with
 * the copy of the site's locales when that copy is missing or stale). Locales given merge into the
 * stored ones, null removes one. Nothing is written when nothing changes. `created`: it was new.
 */
export const upsertTranslation = async (
  siteId: string,
  key: string,
  patch: ValuesPatch = {},
): Promise<{ translation: Translation; created: boolean }> => {
  const problem = keyProblem(key);
  if (problem) throw invalidField('key', `The key ${problem}`, 'invalid');
  return withOptimisticRetry(async () => {
    const itemKey = translationKeys.translation(siteId, key);
    const found = await batchGet([...localeKeys(siteId), itemKey]);
    const site = siteLocalesFrom(siteId, found);
    refuse(localeProblems(patch, site.locales));
    const stored = found.get(keyId(itemKey));
    const current = stored && toTranslation(stored);
    const values = mergeValues(current?.values, patch);
    refuse([sizeProblem(values)].filter((p): p is FieldError => p !== undefined));
    if (current && sameValues(current.values, values) && !site.copy) return { translation: current, created: false };
    const now = timestamp();
    const next: Translation = {
      key,
      values,
      created_at: current?.created_at ?? now,
      updated_at: now,
      version: (current?.version ?? 0) + 1,
    };
    const write = labelled('translation', {
      Put: {
        TableName: TABLE_NAME,
        Item: itemOf(siteId, next),
        ...(current
          ? {
              ConditionExpression: 'version = :version',
              ExpressionAttributeValues: { ':version': current.version },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    });
    try {
      await sendWrite([write, ...(site.copy ? [site.copy] : [])]);
    } catch (error) {
      if (error instanceof TransactionRefused && error.refused('translation')) throw new StaleRead();
      throw error;
    }
    return { translation: next, created: !current };
  });
};

/** Deletes a translation: one DeleteItem; false when there was none. */
export const deleteTranslation = async (siteId: string, key: string): Promise<boolean> => {
  if (keyProblem(key)) return false;
  const { done } = await deleteItem(translationKeys.translation(siteId, key), {
    ConditionExpression: 'attribute_exists(pk)',
  });
  return done;
};

// A prefix of key characters reads only the keys that start with it (begins_with on the sort key);
// anything else reads the partition past the copy of the locales, and the filter then keeps nothing.
const KEY_PREFIX = /^[a-z0-9_.-]{1,200}$/;

/** The translation list's fields and key orders, the key prefix (when one is asked for) in the key condition. */
const translationList = (siteId: string, prefix: string | undefined): ListDeclaration => {
  const pk = translationKeys.partition(siteId);
  const byPrefix = prefix !== undefined && KEY_PREFIX.test(prefix.toLowerCase());
  const read = (forward: boolean) => ({
    input: {
      TableName: TABLE_NAME,
      KeyConditionExpression: byPrefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk AND sk > :copy',
      ExpressionAttributeValues: {
        ':pk': pk,
        ...(byPrefix ? { ':prefix': prefix.toLowerCase() } : { ':copy': LOCALES_COPY_SORT_KEY }),
      },
      ScanIndexForward: forward,
    },
    shape: { partition: ['pk', pk] as const, keyAttributes: ['pk', 'sk'] },
  });
  return {
    catalogue: [
      { name: 'key', type: 'string', read: (item) => item.key },
      { name: 'created_at', type: 'datetime', read: (item) => item.created_at },
      { name: 'updated_at', type: 'datetime', read: (item) => item.updated_at },
    ],
    orders: { key: read(true), '-key': read(false) },
    idOf: (item) => item.key as string,
  };
};

/**
 * A page of a site's translations in key order for a list query: one Query on the site's
 * TRANSLATION partition (a key prefix is its key condition; other filters apply while reading, see
 * queryList). `key.start` is an alias of `where[key][prefix]` (the latter wins when both are given).
 */
export const listTranslations = async (
  siteId: string,
  params: Readonly<Record<string, string | undefined>>,
  page: PageRequest,
): Promise<Page<Translation>> => {
  const query = translationListParams(params);
  const result = await queryList(translationList(siteId, query['where[key][prefix]']), query, page);
  return { ...result, items: result.items.map(toTranslation) };
};

/** `key.start` read as `where[key][prefix]` (the latter wins when both are given). */
const translationListParams = (params: Readonly<Record<string, string | undefined>>) => {
  const query = { ...params };
  if (query['key.start'] !== undefined && query['where[key][prefix]'] === undefined)
    query['where[key][prefix]'] = query['key.start'];
  return query;
};

/** How many translations the list holds for a list query: a COUNT Query on the same range of the TRANSLATION partition (see countItems). */
export const countTranslations = async (
  siteId: string,
  params: Readonly<Record<string, string | undefined>>,
): Promise<number> => {
  const query = translationListParams(params);
  return countList(translationList(siteId, query['where[key][prefix]']), query);
};

/**
 * translations.json: every key's text in `locale` (default: the site's first), falling back to
 * the site's first locale: one Query of the partition per MB (the copy of the site's locales is
 * its first item, so the fallback costs no read of its own; while a site has none, its site item
 * is read too). 422 `invalid_locale` for a locale
 * the site does not have; `{}` for a site without translations.
 */
export const translationsJson = async (siteId: string, locale: string | undefined): Promise<Record<string, string>> => {
  const items = await readPartition({ pk: translationKeys.partition(siteId) }, { consistent: true });
  const hasCopy = items[0]?.sk === LOCALES_COPY_SORT_KEY;
  const stored = hasCopy ? items.slice(1) : items;
  if (!stored.length) return {};
  // Translations without the copy (a first batch that filled its last BatchWriteItem): the site's own read.
  const copy = hasCopy
    ? (items[0]?.locales as string[])
    : siteLocalesFrom(siteId, await batchGet(localeKeys(siteId))).locales;
  if (locale !== undefined && !copy.includes(locale))
    refuse([
      {
        field: 'locale',
        message: `${locale} is not one of the site's locales (${copy.join(', ')})`,
        code: 'invalid_locale',
      },
    ]);
  const fallback = copy[0];
  return flatValues(
    stored.map((item) => ({ key: item.key as string, values: (item.values ?? {}) as Record<string, string> })),
    locale ?? fallback ?? '',
    fallback,
  );
};
