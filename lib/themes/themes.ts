import { slugFor } from '../channels/slug.js';
import {
  type Entity,
  createRecord,
  getRecordById,
  listRecords,
  removeRecord,
  resolveRecordId,
  updateRecord,
} from '../db/entity.js';
import { recordOf } from '../db/record.js';
import { TABLE_NAME } from '../db/client.js';
import { newId, sitePk, timestamp } from '../db/keys.js';
import type { Page, PageRequest } from '../db/pagination.js';
import { purgeAfterDelete } from '../db/purge.js';
import { queryAll } from '../db/query-all.js';
import { conflict } from '../http/errors.js';
import type { CreateTheme, UpdateTheme } from './schemas.js';

export interface Theme {
  readonly id: string;
  readonly site_id: string;
  readonly name: string;
  readonly short: string;
  readonly created_at: string;
  readonly updated_at: string;
  /** Bumped by every write, which is conditioned on it; never shown (absent on themes stored before it). */
  readonly version?: number;
}

// Everything a theme holds lives in its own partition (sk THEME, LAYOUT#…, TEMPLATE#…, SNIPPET#…,
// ASSET#…), so the whole bundle is one Query. Binary asset bodies sit in a sibling partition so
// they never count against the bundle's 1 MB page. GSI1 lists a site's themes; a claim item per
// `short` keeps slugs unique within the site.
/** Partition of one theme's items. */
export const themePk = (siteId: string, themeId: string) => sitePk(siteId, `THEME#${themeId}`);
/** Partition of one theme's binary asset bodies. */
export const themeBlobPk = (siteId: string, themeId: string) => sitePk(siteId, `THEME#${themeId}#BLOB`);
export const themeKey = (siteId: string, themeId: string) => ({ pk: themePk(siteId, themeId), sk: 'THEME' });
/** A short-name claim: matched in lower case, as short names are. */
const shortClaimKey = (siteId: string, short: string) => ({
  pk: sitePk(siteId, `THEME_SHORT#${short.toLowerCase()}`),
  sk: 'THEME_SHORT',
});
const themesIndex = (siteId: string) => sitePk(siteId, 'THEMES');

/** A theme's own item (GSI1 lists the site's themes) and its short-name claim; writes are conditioned on `version`. */
export const themes: Entity<Theme> = {
  name: 'Theme',
  key: themeKey,
  indexes: (siteId, theme) => ({ gsi1pk: themesIndex(siteId), gsi1sk: `THEME#${theme.id}` }),
  version: 'version',
  claim: {
    value: (theme) => theme.short,
    key: shortClaimKey,
    owner: 'theme_id',
    taken: (theme) => conflict('short_taken', `A theme with short name ${theme.short} already exists on this site`),
  },
  list: { partition: themesIndex, index: 'gsi1' },
};

/** The theme a stored item records. */
export const toTheme = /* @__PURE__ */ recordOf<Theme>();

/** Creates a theme and claims its short name: one TransactWriteItems (409 when the short name is taken). */
export const createTheme = (siteId: string, input: CreateTheme): Promise<Theme> => {
  const now = timestamp();
  const id = newId();
  return createRecord(themes, siteId, {
    id,
    site_id: siteId,
    name: input.name,
    short: slugFor(input.short, input.name, id),
    created_at: now,
    updated_at: now,
    version: 1,
  });
};

/** The id of the theme a path names: an id as is (no I/O), a short name through its claim (one GetItem). */
export const resolveThemeId = (siteId: string, idOrShort: string): Promise<string | undefined> =>
  resolveRecordId(themes, siteId, idOrShort);

/** A theme by id: one GetItem. */
export const getTheme = (siteId: string, themeId: string): Promise<Theme | undefined> =>
  getRecordById(themes, siteId, themeId);

/** A site's themes, oldest first: one Query on the site's GSI1 THEMES partition. */
export const listThemes = (siteId: string, page: PageRequest): Promise<Page<Theme>> =>
  listRecords(themes, siteId, page);

/**
 * A theme with every item it holds: one Query on the theme's partition, which stays within one
 * 1 MB page for any theme whose compressed source fits in it; larger themes page on (one more
 * Query per MB). Undefined when the theme does not exist.
 */
export const getThemeBundle = async (
  siteId: string,
  themeId: string,
): Promise<{ theme: Theme; items: Record<string, unknown>[] } | undefined> => {
  const items = await queryAll({
    TableName: TABLE_NAME,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': themePk(siteId, themeId) },
  });
  const themeItem = items.find((item) => item.sk === 'THEME');
  if (!themeItem) return undefined;
  return { theme: toTheme(themeItem), items: items.filter((item) => item !== themeItem) };
};

/**
 * Renames a theme: the read (one GetItem by id, two by short name), then one write of the theme,
 * moving its short-name claim when it changes (409 when taken). 404 when it does not exist.
 */
export const updateTheme = (siteId: string, idOrShort: string, input: UpdateTheme): Promise<Theme> =>
  updateRecord(themes, siteId, idOrShort, (current) => ({
    ...current,
    name: input.name ?? current.name,
    short: input.short ?? current.short,
    updated_at: timestamp(),
    version: (current.version ?? 0) + 1,
  }));

/**
 * Deletes a theme: one TransactWriteItems removes the theme and its short-name claim (so it is gone
 * at once), then its items and asset bodies are purged. False when the theme did not exist.
 */
export const deleteTheme = async (siteId: string, idOrShort: string): Promise<boolean> => {
  const theme = await removeRecord(themes, siteId, idOrShort);
  if (!theme) return false;
  await purgeAfterDelete('theme', [themePk(siteId, theme.id), themeBlobPk(siteId, theme.id)]);
  return true;
};
