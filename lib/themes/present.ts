import { checksumOf } from './checksum.js';
import { presentFile } from '../uploads/file-objects.js';
import { decodeCode } from './code-codec.js';
import type { ItemKind } from './schemas.js';
import type { ThemeItem } from './theme-items.js';
import type { Theme } from './themes.js';

const themeUrl = (base: string, themeId: string) => `${base}/themes/${themeId}`;

/** Public shape of a theme. Assets are served by the API, so `cdn_root` is the assets collection. */
export const presentTheme = (theme: Theme, base: string) => ({
  id: theme.id,
  url: themeUrl(base, theme.id),
  permalink: `${base}/themes/${theme.short}`,
  name: theme.name,
  short: theme.short,
  cdn_root: `${themeUrl(base, theme.id)}/assets/`,
  created_at: theme.created_at,
  updated_at: theme.updated_at,
});

/** Address of an item: `/` inside its name is percent-encoded so the name stays one path segment. */
export const themeItemUrl = (base: string, themeId: string, kind: ItemKind, name: string) =>
  `${themeUrl(base, themeId)}/${kind}/${encodeURIComponent(name)}`;

/**
 * Public shape of a layout, template, snippet or asset (item and asset objects, plus
 * `code` for every kind). Items have no address of their own besides their name, so `permalink`
 * equals `url`. There is no draft workflow: every change is live, hence `changed_live: true`.
 * Binary assets carry `content` (base64) only where the caller asks for the body. `checksum` lets a
 * client tell which of its files differ from the theme without downloading them (Shopify's asset
 * `checksum`, here SHA-256).
 */
export const presentThemeItem = (item: ThemeItem, base: string, content?: Buffer) => {
  const url = themeItemUrl(base, item.theme_id, item.kind, item.name);
  const code = item.binary ? null : decodeCode(item);
  const shown = {
    id: item.id,
    url,
    permalink: url,
    name: item.name,
    folder: item.folder,
    path: item.folder ? `${item.folder}/${item.name}` : item.name,
    code,
    size: item.size,
    // Items stored before checksums get theirs from the code; such binary assets have none.
    checksum: item.checksum ?? (code === null ? null : checksumOf(code)),
    created_at: item.created_at,
    updated_at: item.updated_at,
    changed_by: item.changed_by,
    changed_live: true,
  };
  if (item.kind !== 'assets') return shown;
  // An asset kept in the media bucket is served from there (its file object); others by the API.
  const file = item.file && presentFile(item.file, { base });
  return {
    ...shown,
    public_url: file?.url ?? url,
    content_type: item.content_type,
    binary: item.binary ?? false,
    ...(file && { file }),
    ...(item.binary && !file && content !== undefined && { content: content.toString('base64') }),
  };
};

/** The theme bundle of GET /themes/{theme}: the theme and its items grouped by kind, each kind by name. */
export const presentThemeBundle = (theme: Theme, items: readonly ThemeItem[], base: string) => {
  const of = (kind: ItemKind) => items.filter((item) => item.kind === kind).map((item) => presentThemeItem(item, base));
  return {
    theme: presentTheme(theme, base),
    layouts: of('layouts'),
    templates: of('templates'),
    snippets: of('snippets'),
    assets: of('assets'),
  };
};
