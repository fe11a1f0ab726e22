import type { FieldError } from '../http/errors.js';
import type { LinkKind } from './keys.js';
import {
  type EntryTarget,
  ITEM_KINDS,
  type ItemKind,
  type LinkedTarget,
  type Menu,
  type MenuItem,
} from './menu-record.js';

/*
 * The rules of a menu's item tree, pure so they can be tested exhaustively: the shape of each
 * item (errors named by the item's path, `items[2].children[0].title`), the limits, the link
 * schemes, kept item ids, and the targets a tree links.
 */

/** Items nest at most this deep (top-level items are depth 1). */
export const MAX_DEPTH = 4;
/** Items in a whole tree. */
export const MAX_ITEMS = 500;
/**
 * Distinct linked targets (pages, blogs and entries) in a tree: each has a link marker written in
 * the menu's one transaction, beside the menu and its slug claim, within DynamoDB's 100 items; and a
 * read resolves them all in one BatchGetItem.
 */
export const MAX_TARGETS = 95;
export const MAX_TITLE = 200;
export const MAX_URL = 2000;

/** Schemes a `target_url` may use besides a path: `javascript:`, `data:` and the rest could run code or mislead. */
export const URL_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

/** An item as given, checked, with its target still as the client named it (a page's fullpath, a blog's slug). */
export interface ParsedItem {
  /** Where it sits in the request: `items[2].children[0]`. */
  readonly path: string;
  readonly id: string;
  readonly title: string;
  readonly kind: ItemKind;
  readonly ref: string | EntryTarget | null;
  readonly url: string | null;
  readonly new_window: boolean;
  readonly children: readonly ParsedItem[];
}

const ITEM_FIELDS = new Set([
  'id',
  'title',
  'kind',
  'target_page',
  'target_url',
  'target_entry',
  'target_blog',
  'new_window',
  'position',
  'children',
  // What a read shows, accepted (and ignored) so that a GET's answer can be sent back as it is.
  'target',
]);

/** The field each linking kind names its target with. */
export const TARGET_FIELD: Readonly<Record<ItemKind, keyof MenuItem | undefined>> = {
  page: 'target_page',
  blog: 'target_blog',
  entry: 'target_entry',
  url: 'target_url',
  heading: undefined,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a `target_url` is refused, or undefined when it is a path or an allowed URL. */
export const urlProblem = (value: string): { message: string; code: string } | undefined => {
  if (value.length === 0 || value.length > MAX_URL)
    return { message: `must be 1 to ${MAX_URL} characters`, code: 'invalid' };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\s\u0000-\u001f\u007f]/.test(value))
    return { message: 'must not contain spaces or control characters', code: 'invalid' };
  if (value.startsWith('/')) {
    // `//host` is a scheme-relative URL to another site, not a path.
    return value.startsWith('//') ? { message: 'must be a path or an absolute URL', code: 'invalid' } : undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { message: 'must be a path (/…) or an absolute URL', code: 'invalid' };
  }
  if (!URL_SCHEMES.includes(url.protocol))
    return { message: 'must be a path or an http:, https:, mailto: or tel: URL', code: 'invalid_scheme' };
  if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname)
    return { message: 'must name a host', code: 'invalid' };
  return undefined;
};

const targetKey = (kind: LinkKind, ref: string | EntryTarget) =>
  typeof ref === 'string' ? `${kind}:${ref}` : `${kind}:${ref.channel}/${ref.entry}`;

/**
 * Checks a tree as sent: each item's fields, then the limits (depth, items, distinct targets), every
 * failure named by its path. Ids sent back that the menu already holds (`known`) are kept, any
 * other item gets a fresh one from `makeId`.
 */
export const parseItems = (
  raw: readonly unknown[],
  known: ReadonlySet<string>,
  makeId: () => string,
): { items: ParsedItem[]; errors: FieldError[] } => {
  const errors: FieldError[] = [];
  const used = new Set<string>();
  const targets = new Set<string>();
  let count = 0;
  const fail = (field: string, message: string, code = 'invalid') => errors.push({ field, message, code });

  const parseList = (list: readonly unknown[], at: string, depth: number): ParsedItem[] => {
    const out: ParsedItem[] = [];
    list.forEach((value, index) => {
      const path = `${at}[${index}]`;
      count += 1;
      if (count === MAX_ITEMS + 1) fail(path, `a menu holds at most ${MAX_ITEMS} items`, 'too_many_items');
      const item = parseItem(value, path, depth);
      if (item) out.push(item);
    });
    return out;
  };

  const parseItem = (value: unknown, path: string, depth: number): ParsedItem | undefined => {
    if (!isRecord(value)) {
      fail(path, 'must be an object');
      return undefined;
    }
    const before = errors.length;
    for (const field of Object.keys(value))
      if (!ITEM_FIELDS.has(field)) fail(`${path}.${field}`, 'is not a field of a menu item', 'unknown_field');
    const title = typeof value.title === 'string' ? value.title.trim() : undefined;
    if (value.title === undefined) fail(`${path}.title`, 'is required', 'missing');
    else if (title === undefined || title.length === 0 || title.length > MAX_TITLE)
      fail(`${path}.title`, `must be a string of 1 to ${MAX_TITLE} characters`);
    const kind = value.kind as ItemKind;
    if (value.kind === undefined) fail(`${path}.kind`, 'is required', 'missing');
    else if (!ITEM_KINDS.includes(kind)) fail(`${path}.kind`, `must be one of ${ITEM_KINDS.join(', ')}`);
    if (value.new_window !== undefined && typeof value.new_window !== 'boolean')
      fail(`${path}.new_window`, 'must be a boolean');
    if (value.position !== undefined && typeof value.position !== 'number')
      fail(`${path}.position`, 'must be a number (items keep the order given)');
    if (value.id !== undefined && typeof value.id !== 'string') fail(`${path}.id`, 'must be a string');

    // The target: only the kind's own field may be set.
    const own = ITEM_KINDS.includes(kind) ? TARGET_FIELD[kind] : undefined;
    for (const field of ['target_page', 'target_url', 'target_entry', 'target_blog'] as const) {
      if (field !== own && value[field] !== undefined && value[field] !== null)
        fail(`${path}.${field}`, `is not allowed for an item of kind ${String(value.kind)}`, 'not_allowed');
    }
    let ref: string | EntryTarget | null = null;
    let url: string | null = null;
    if (own !== undefined) {
      const given = value[own];
      const field = `${path}.${own}`;
      if (given === undefined || given === null) fail(field, `is required for an item of kind ${kind}`, 'missing');
      else if (own === 'target_entry') {
        if (!isRecord(given) || typeof given.channel !== 'string' || typeof given.entry !== 'string')
          fail(field, 'must be {channel, entry}: the channel id and the entry id');
        else ref = { channel: given.channel.trim(), entry: given.entry.trim() };
      } else if (typeof given !== 'string' || given.trim().length === 0) fail(field, 'must be a non-empty string');
      else if (own === 'target_url') {
        const problem = urlProblem(given.trim());
        if (problem) fail(field, problem.message, problem.code);
        else url = given.trim();
      } else ref = given.trim();
      if (ref !== null && kind !== 'url' && kind !== 'heading') {
        const key = targetKey(kind, ref);
        if (!targets.has(key) && targets.size === MAX_TARGETS)
          fail(field, `a menu links at most ${MAX_TARGETS} distinct pages, blogs and entries`, 'too_many_targets');
        targets.add(key);
      }
    }

    let children: ParsedItem[] = [];
    if (value.children !== undefined && value.children !== null) {
      if (!Array.isArray(value.children)) fail(`${path}.children`, 'must be an array');
      else if (value.children.length > 0 && depth >= MAX_DEPTH)
        fail(`${path}.children`, `menus nest at most ${MAX_DEPTH} levels deep`, 'too_deep');
      else children = parseList(value.children, `${path}.children`, depth + 1);
    }
    if (errors.length > before) return undefined;
    const sent = typeof value.id === 'string' ? value.id : undefined;
    const id = sent !== undefined && known.has(sent) && !used.has(sent) ? sent : makeId();
    used.add(id);
    return {
      path,
      id,
      title: title as string,
      kind,
      ref,
      url,
      new_window: (value.new_window as boolean | undefined) ?? false,
      children,
    };
  };

  const items = parseList(raw, 'items', 1);
  return { items, errors };
};

/** Every item id of a stored tree (the ids a replace may keep). */
export const itemIds = (items: readonly MenuItem[]): Set<string> => {
  const ids = new Set<string>();
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      ids.add(item.id);
      walk(item.children);
    }
  };
  walk(items);
  return ids;
};

/** Each parsed item with a target, in tree order (to resolve their references). */
export const linkingItems = (items: readonly ParsedItem[]): ParsedItem[] =>
  items.flatMap((item) => [...(item.ref !== null ? [item] : []), ...linkingItems(item.children)]);

/** The id a stored item links (an entry's: `<channel>/<entry>`), or undefined. */
export const linkOf = (item: MenuItem): LinkedTarget | undefined => {
  if (item.kind === 'page' && item.target_page) return { kind: 'page', id: item.target_page };
  if (item.kind === 'blog' && item.target_blog) return { kind: 'blog', id: item.target_blog };
  if (item.kind === 'entry' && item.target_entry)
    return { kind: 'entry', id: `${item.target_entry.channel}/${item.target_entry.entry}` };
  return undefined;
};

/** The distinct targets a stored tree links. */
export const linkedTargets = (items: readonly MenuItem[]): LinkedTarget[] => {
  const found = new Map<string, LinkedTarget>();
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      const link = linkOf(item);
      if (link) found.set(`${link.kind}#${link.id}`, link);
      walk(item.children);
    }
  };
  walk(items);
  return [...found.values()];
};

/** Targets linked by `after` and not by `before` (added), and the reverse (removed). */
export const linkChanges = (before: readonly MenuItem[], after: readonly MenuItem[]) => {
  const key = (target: LinkedTarget) => `${target.kind}#${target.id}`;
  const was = new Map(linkedTargets(before).map((target) => [key(target), target]));
  const now = new Map(linkedTargets(after).map((target) => [key(target), target]));
  return {
    added: [...now].filter(([k]) => !was.has(k)).map(([, target]) => target),
    removed: [...was].filter(([k]) => !now.has(k)).map(([, target]) => target),
  };
};

/** The paths of the fields of a menu linking `target` (`items[0].children[1].target_page`), for `used_by`. */
export const fieldsLinking = (menu: Pick<Menu, 'items'>, target: LinkedTarget): string[] => {
  const fields: string[] = [];
  const walk = (list: readonly MenuItem[], at: string) => {
    list.forEach((item, index) => {
      const path = `${at}[${index}]`;
      const link = linkOf(item);
      if (link && link.kind === target.kind && link.id === target.id)
        fields.push(`${path}.${TARGET_FIELD[item.kind] as string}`);
      walk(item.children, `${path}.children`);
    });
  };
  walk(menu.items, 'items');
  return fields;
};

/** The stored tree of parsed items, each target replaced by the id `resolve` found for it. */
export const storedItems = (
  items: readonly ParsedItem[],
  resolve: (item: ParsedItem) => string | EntryTarget | null,
): MenuItem[] =>
  items.map((item, position) => {
    const target = item.ref === null ? null : resolve(item);
    return {
      id: item.id,
      title: item.title,
      kind: item.kind,
      target_page: item.kind === 'page' ? (target as string) : null,
      target_url: item.url,
      target_entry: item.kind === 'entry' ? (target as EntryTarget) : null,
      target_blog: item.kind === 'blog' ? (target as string) : null,
      new_window: item.new_window,
      position,
      children: storedItems(item.children, resolve),
    };
  });

/**
 * The tree a reader sees: items whose link `shown` refuses are left out with their children
 * (a `public` reader sees no unpublished page); positions follow what is left.
 */
export const visibleItems = <T extends MenuItem>(items: readonly T[], shown: (item: T) => boolean): T[] =>
  items
    .filter(shown)
    .map((item, position) => ({ ...item, position, children: visibleItems(item.children as readonly T[], shown) }));
