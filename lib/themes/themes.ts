import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../db/cancellation.js';
import { purgeAfterDelete } from '../db/purge.js';
import { slugFor } from '../channels/slug.js';
import { db, TABLE_NAME } from '../db/client.js';
import { isId, newId, sitePk, timestamp } from '../db/keys.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { GSI1 } from '../db/table.js';
import { conflict, notFound } from '../http/errors.js';
import type { CreateTheme, UpdateTheme } from './schemas.js';

export interface Theme {
  readonly id: string;
  readonly site_id: string;
  readonly name: string;
  readonly short: string;
  readonly created_at: string;
  readonly updated_at: string;
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
const shortClaimKey = (siteId: string, short: string) => ({ pk: sitePk(siteId, `THEME_SHORT#${short}`), sk: 'THEME_SHORT' });
const themesIndex = (siteId: string) => sitePk(siteId, 'THEMES');

/** Strips key attributes from a stored theme. */
export const toTheme = ({ pk: _pk, sk: _sk, gsi1pk: _a, gsi1sk: _b, ...theme }: Record<string, unknown>): Theme => theme as unknown as Theme;

// Only a failed condition means "taken" or "changed"; a collision with another transaction is retryable.
const isCancelled = isConditionFailure;
const shortTaken = (short: string) => conflict('short_taken', `A theme with short name ${short} already exists on this site`);

/** Creates a theme and claims its short name: one TransactWriteItems (409 when the short name is taken). */
export const createTheme = async (siteId: string, input: CreateTheme): Promise<Theme> => {
  const now = timestamp();
  const id = newId();
  const theme: Theme = { id, site_id: siteId, name: input.name, short: slugFor(input.short, input.name, id), created_at: now, updated_at: now };
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: TABLE_NAME, Item: { ...shortClaimKey(siteId, theme.short), theme_id: id }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: TABLE_NAME, Item: { ...themeKey(siteId, id), gsi1pk: themesIndex(siteId), gsi1sk: `THEME#${id}`, ...theme } } },
      ],
    }));
  } catch (error) {
    if (isCancelled(error)) throw shortTaken(theme.short);
    throw error;
  }
  return theme;
};

/** The id of the theme a path names: an id as is (no I/O), a short name through its claim (one GetItem). */
export const resolveThemeId = async (siteId: string, idOrShort: string): Promise<string | undefined> => {
  if (isId(idOrShort)) return idOrShort;
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: shortClaimKey(siteId, idOrShort.toLowerCase()) }));
  return Item?.theme_id as string | undefined;
};

/** A theme by id: one GetItem. */
export const getTheme = async (siteId: string, themeId: string): Promise<Theme | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: themeKey(siteId, themeId) }));
  return Item && toTheme(Item);
};

/** A theme by id or short name: one or two GetItems. */
export const findTheme = async (siteId: string, idOrShort: string): Promise<Theme | undefined> => {
  const id = await resolveThemeId(siteId, idOrShort);
  return id ? getTheme(siteId, id) : undefined;
};

/** A site's themes, oldest first: one Query on the site's GSI1 THEMES partition. */
export const listThemes = async (siteId: string, page: PageRequest): Promise<Page<Theme>> => {
  const result = await queryPage({
    TableName: TABLE_NAME,
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': themesIndex(siteId) },
  }, page, { partition: ['gsi1pk', themesIndex(siteId)], keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] });
  return { ...result, items: result.items.map(toTheme) };
};

/**
 * A theme with every item it holds: one Query on the theme's partition, which stays within one
 * 1 MB page for any theme whose compressed source fits in it; larger themes page on (one more
 * Query per MB). Undefined when the theme does not exist.
 */
export const getThemeBundle = async (siteId: string, themeId: string): Promise<{ theme: Theme; items: Record<string, unknown>[] } | undefined> => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': themePk(siteId, themeId) },
      ExclusiveStartKey: start,
    }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  const themeItem = items.find((item) => item.sk === 'THEME');
  if (!themeItem) return undefined;
  return { theme: toTheme(themeItem), items: items.filter((item) => item !== themeItem) };
};

/** Renames a theme and moves its short-name claim when it changes: one TransactWriteItems (409 when taken). */
export const updateTheme = async (siteId: string, current: Theme, input: UpdateTheme): Promise<Theme> => {
  const next: Theme = { ...current, name: input.name ?? current.name, short: input.short ?? current.short, updated_at: timestamp() };
  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [{
    Update: {
      TableName: TABLE_NAME,
      Key: themeKey(siteId, current.id),
      ConditionExpression: 'attribute_exists(pk) AND #short = :previous',
      UpdateExpression: 'SET #name = :name, #short = :short, updated_at = :now',
      ExpressionAttributeNames: { '#name': 'name', '#short': 'short' },
      ExpressionAttributeValues: { ':name': next.name, ':short': next.short, ':now': next.updated_at, ':previous': current.short },
    },
  }];
  if (next.short !== current.short) {
    items.push(
      { Put: { TableName: TABLE_NAME, Item: { ...shortClaimKey(siteId, next.short), theme_id: current.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Delete: { TableName: TABLE_NAME, Key: shortClaimKey(siteId, current.short) } },
    );
  }
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!isCancelled(error)) throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons[1]?.Code === 'ConditionalCheckFailed') throw shortTaken(next.short);
    throw notFound('Theme');
  }
  return next;
};

/**
 * Deletes a theme: one TransactWriteItems removes the theme and its short-name claim (so it is gone
 * at once), then its items and asset bodies are purged. False when the theme did not exist.
 */
export const deleteTheme = async (siteId: string, theme: Theme): Promise<boolean> => {
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: TABLE_NAME, Key: themeKey(siteId, theme.id), ConditionExpression: 'attribute_exists(pk)' } },
        { Delete: { TableName: TABLE_NAME, Key: shortClaimKey(siteId, theme.short) } },
      ],
    }));
  } catch (error) {
    if (isCancelled(error)) return false;
    throw error;
  }
  await purgeAfterDelete('theme', [themePk(siteId, theme.id), themeBlobPk(siteId, theme.id)]);
  return true;
};
