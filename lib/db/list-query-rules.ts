import { ApiError, badRequest, unprocessable, type FieldError } from '../http/errors.js';
import { LAST_PAGE_CURSOR } from './page-cursors.js';

/**
 * The query language every list speaks (pure: no I/O). `where[field]=v` and `where[field][op]=v`
 * filter, `sort=field` / `sort=-field` orders with ties broken by id. A list declares its fields in
 * a catalogue; values are read in the field's type and compared through `orderKey`, the same
 * encoding the indexes sort by, so a filter, an in-memory sort and an index agree exactly.
 */

export type ListFieldType = 'string' | 'number' | 'boolean' | 'datetime' | 'id' | 'select' | 'tags';

export interface ListField {
  readonly name: string;
  readonly type: ListFieldType;
  /** Reads the field's value from a stored item (undefined or null when it has none). */
  readonly read: (item: Record<string, unknown>) => unknown;
  /** Option slugs a select field accepts. */
  readonly options?: readonly string[];
  /** False for fields that filter but do not sort (tags). */
  readonly sortable?: boolean;
}

export type ListCatalogue = readonly ListField[];

/** What a list's route tells the OpenAPI document about its `where[…]` and `sort` parameters. */
export interface ListQueryDescription {
  /** The fields it filters by, as prose (e.g. "any customization field, plus id, slug, created_at, updated_at"). */
  readonly fields: string;
  /** The sorts an index serves at any size, as prose; any other sortable field sorts lists of at most 1,000 items. */
  readonly indexed: string;
  /** The order when no `sort` is given. */
  readonly defaultOrder: string;
  /** An example query string, e.g. `where[rating][gte]=4&sort=-created_at`. */
  readonly example: string;
}

export const OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'prefix', 'exists'] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Filter {
  readonly field: ListField;
  /** The query parameter it came from, e.g. `where[rating][gt]`, for error messages. */
  readonly param: string;
  readonly op: Operator;
  /** Encoded comparison keys (one; several for `in`), the raw prefix for `prefix`, a boolean for `exists`. */
  readonly keys: readonly string[];
  readonly exists?: boolean;
}

export interface Sort {
  readonly field: ListField;
  readonly descending: boolean;
}

export interface ListQuery {
  readonly filters: readonly Filter[];
  /** Undefined when the request names no sort (the list's default order applies). */
  readonly sort?: Sort;
}

const WHERE = /^where\[([^\][]+)\](?:\[([^\][]+)\])?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const ID = /^[0-9a-f]{24}$/;
// Longest string prefix an index key keeps; longer values sort by their first 100 characters, then id.
const STRING_KEY_LENGTH = 100;

const numberKey = (value: number): string => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value === 0 ? 0 : value);
  // Flip the sign bit of positives and every bit of negatives: byte order then follows numeric order.
  if ((bytes[0] as number) & 0x80) for (let i = 0; i < 8; i += 1) bytes[i] = ~(bytes[i] as number) & 0xff;
  else bytes[0] = (bytes[0] as number) | 0x80;
  return bytes.toString('hex');
};

/** An instant from a date (midnight UTC) or an RFC 3339 date-time, as a sortable ISO string; undefined when invalid. */
export const instantKey = (value: string): string | undefined => {
  if (!DATE_ONLY.test(value) && !DATE_TIME.test(value)) return undefined;
  const time = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return undefined;
  if (DATE_ONLY.test(value) && new Date(time).toISOString().slice(0, 10) !== value) return undefined;
  return new Date(time).toISOString();
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a sort key replaces
const CONTROL_CHARACTERS = /[\u0000-\u001f]/g;

/** Strings sort case-insensitively by code point; control characters (the key separator among them) become spaces. */
const stringKey = (value: string): string =>
  value.toLowerCase().replace(CONTROL_CHARACTERS, ' ').slice(0, STRING_KEY_LENGTH);

/**
 * The sortable encoding of a stored value (undefined for none): byte order of the keys is the
 * field's order. Numbers as flipped IEEE 754 hex, instants as UTC ISO strings, booleans f < t.
 */
export const orderKey = (type: ListFieldType, value: unknown): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  switch (type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? numberKey(value) : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? (value ? 't' : 'f') : undefined;
    case 'datetime':
      return typeof value === 'string' ? instantKey(value) : undefined;
    case 'tags':
      return undefined;
    default:
      return typeof value === 'string' ? stringKey(value) : undefined;
  }
};

/** Separates a value's key from the id that breaks ties; lower than any character a key holds. */
export const KEY_SEPARATOR = '\u0001';

/**
 * An item's position in a field's order, as a string whose byte order is that order: ascending,
 * items with a value first (`1` + key), then those without (`2`), ties broken by id; descending is
 * the exact reverse (the ascending position, terminated and bit-inverted, in hex). Index keys and
 * in-memory sorts both use it, so they agree.
 */
export const positionKey = (type: ListFieldType, value: unknown, id: string, descending = false): string => {
  const key = orderKey(type, value);
  const ascending = `${key === undefined ? '2' : `1${key}`}${KEY_SEPARATOR}${id}`;
  if (!descending) return ascending;
  const bytes = Buffer.from(`${ascending}\u0000`);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = ~(bytes[i] as number) & 0xff;
  return bytes.toString('hex');
};

/** Byte order of UTF-8, as DynamoDB compares strings (JavaScript's `<` compares UTF-16 code units). */
export const compareKeys = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

type Parsed = { keys: string[]; exists?: boolean } | { message: string };

/** A query value read in the field's type, as its comparison key. */
const parseValue = (field: ListField, raw: string): string | { message: string } => {
  switch (field.type) {
    case 'number': {
      const value = raw.trim() === '' ? Number.NaN : Number(raw);
      return Number.isFinite(value)
        ? numberKey(value)
        : { message: `${field.name} is a number; ${JSON.stringify(raw)} is not` };
    }
    case 'boolean':
      return raw === 'true' ? 't' : raw === 'false' ? 'f' : { message: `${field.name} is true or false` };
    case 'datetime':
      return instantKey(raw) ?? { message: `${field.name} is a date (YYYY-MM-DD) or an RFC 3339 date-time` };
    case 'id':
      return ID.test(raw) ? raw : { message: `${field.name} is an id (24 lowercase hex characters)` };
    case 'select':
      return field.options?.includes(raw)
        ? raw
        : { message: `${field.name} is one of: ${(field.options ?? []).join(', ')}` };
    default:
      return stringKey(raw);
  }
};

const parseFilterValue = (field: ListField, op: Operator, raw: string): Parsed => {
  if (op === 'exists') {
    return raw === 'true' || raw === 'false'
      ? { keys: [], exists: raw === 'true' }
      : { message: 'exists takes true or false' };
  }
  if (field.type === 'tags') {
    if (op !== 'eq' && op !== 'in') return { message: `${field.name} supports eq, in and exists` };
    return { keys: (op === 'in' ? raw.split(',') : [raw]).map((tag) => tag.trim()).filter(Boolean) };
  }
  if (op === 'prefix') {
    return field.type === 'string'
      ? { keys: [stringKey(raw)] }
      : { message: `prefix applies to text fields; ${field.name} is not one` };
  }
  if (op !== 'eq' && op !== 'ne' && op !== 'in' && field.type === 'boolean')
    return { message: `${field.name} is true or false: use eq, ne, in or exists` };
  const raws = op === 'in' ? raw.split(',') : [raw];
  if (op === 'in' && (raws.length > 50 || raw === '')) return { message: 'in takes 1 to 50 comma-separated values' };
  const keys: string[] = [];
  for (const value of raws) {
    const parsed = parseValue(field, value);
    if (typeof parsed !== 'string') return parsed;
    keys.push(parsed);
  }
  return { keys };
};

/**
 * Reads `where[…]` and `sort` from a request's query parameters against a list's catalogue.
 * Throws a 422 with one `errors[]` entry per bad parameter, named as sent (`where[rating][gt]`).
 */
export const parseListQuery = (
  params: Readonly<Record<string, string | undefined>>,
  catalogue: ListCatalogue,
): ListQuery => {
  const byName = new Map(catalogue.map((field) => [field.name, field]));
  const errors: FieldError[] = [];
  const filters: Filter[] = [];
  for (const [param, raw] of Object.entries(params)) {
    if (raw === undefined || !param.startsWith('where')) continue;
    const match = WHERE.exec(param);
    if (!match) {
      errors.push({
        field: param,
        message: 'Filters are written where[field]=value or where[field][operator]=value',
        code: 'invalid',
      });
      continue;
    }
    const field = byName.get(match[1] as string);
    if (!field) {
      errors.push({
        field: param,
        message: `Unknown field ${match[1]}; this list filters by ${catalogue.map((f) => f.name).join(', ')}`,
        code: 'unknown_field',
      });
      continue;
    }
    const op = (match[2] ?? 'eq') as Operator;
    if (!OPERATORS.includes(op)) {
      errors.push({
        field: param,
        message: `Unknown operator ${op}; use one of ${OPERATORS.join(', ')}`,
        code: 'unknown_operator',
      });
      continue;
    }
    const parsed = parseFilterValue(field, op, raw);
    if ('message' in parsed) {
      errors.push({ field: param, message: parsed.message, code: 'invalid' });
      continue;
    }
    filters.push({
      field,
      param,
      op,
      keys: parsed.keys,
      ...(parsed.exists !== undefined && { exists: parsed.exists }),
    });
  }
  let sort: Sort | undefined;
  const rawSort = params.sort;
  if (rawSort !== undefined) {
    const descending = rawSort.startsWith('-');
    const field = byName.get(descending ? rawSort.slice(1) : rawSort);
    const sortable = catalogue.filter((f) => f.sortable !== false).map((f) => f.name);
    if (!field || field.sortable === false)
      errors.push({
        field: 'sort',
        message: `Cannot sort by ${rawSort}; sort by one of ${sortable.join(', ')} (prefix - for descending)`,
        code: 'invalid',
      });
    else sort = { field, descending };
  }
  if (errors.length) throw unprocessable(errors, 'The list query has invalid parameters');
  return { filters, ...(sort && { sort }) };
};

/** True when an item passes every filter (AND). */
export const matches = (item: Record<string, unknown>, filters: readonly Filter[]): boolean =>
  filters.every((filter) => {
    const raw = filter.field.read(item);
    if (filter.field.type === 'tags') {
      const tags = Array.isArray(raw) ? raw.map((tag) => String(tag)) : [];
      if (filter.op === 'exists') return tags.length > 0 === filter.exists;
      return filter.keys.some((tag) => tags.includes(tag));
    }
    const key = orderKey(filter.field.type, raw);
    if (filter.op === 'exists') return (key !== undefined) === filter.exists;
    if (key === undefined) return filter.op === 'ne';
    const wanted = filter.keys[0] as string;
    switch (filter.op) {
      case 'eq':
        return key === wanted;
      case 'ne':
        return key !== wanted;
      case 'in':
        return filter.keys.includes(key);
      case 'prefix':
        return key.startsWith(wanted);
      case 'gt':
        return compareKeys(key, wanted) > 0;
      case 'gte':
        return compareKeys(key, wanted) >= 0;
      case 'lt':
        return compareKeys(key, wanted) < 0;
      default:
        return compareKeys(key, wanted) <= 0;
    }
  });

/** Position of an item under a sort (its key ends with the id, so the order is total). */
export const sortPosition = (sort: Sort, item: Record<string, unknown>, id: string): string =>
  positionKey(sort.field.type, sort.field.read(item), id, sort.descending);

/** The 422 for a sort no index serves on a list too long to sort in memory. */
export const sortNotIndexed = (sort: Sort, indexed: readonly string[], limit: number) =>
  new ApiError(
    422,
    'sort_not_indexed',
    `Sorting by ${sort.field.name} is only possible on lists of at most ${limit} items; this one is longer. Sort by ${indexed.join(', ')} instead (prefix - for descending)`,
    {
      errors: [{ field: 'sort', message: `sortable on this list: ${indexed.join(', ')}`, code: 'sort_not_indexed' }],
      details: { sortable: indexed },
    },
  );

// Cursors of in-memory sorts: the position key of the last item shown (or, for `prev`, of the first),
// tagged with the sort it belongs to; `last` (LAST_PAGE_CURSOR) reads the end of the sorted list.
export const encodePositionCursor = (sortName: string, position: string, side: 'after' | 'before' = 'after'): string =>
  Buffer.from(JSON.stringify({ s: sortName, p: position, ...(side === 'before' && { b: 1 }) })).toString('base64url');

/** Where a page of an in-memory sort starts. */
export type PositionStart =
  | { readonly from: 'first' }
  | { readonly from: 'last' }
  | { readonly from: 'after' | 'before'; readonly position: string };

/** The start a cursor of an in-memory sort names; 400 when it belongs to another sort or is not one. */
export const positionStart = (cursor: string | undefined, sortName: string): PositionStart => {
  if (cursor === undefined) return { from: 'first' };
  if (cursor === LAST_PAGE_CURSOR) return { from: 'last' };
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const { s, p, b } = (value ?? {}) as { s?: unknown; p?: unknown; b?: unknown };
  if (s !== sortName || typeof p !== 'string' || (b !== undefined && b !== 1))
    throw badRequest('invalid_cursor', 'The cursor is not valid for this list and sort');
  return { from: b === 1 ? 'before' : 'after', position: p };
};

/** The position a cursor of an in-memory sort resumes after; 400 when it belongs to another sort or is not one. */
export const decodePositionCursor = (cursor: string, sortName: string): string => {
  const start = positionStart(cursor, sortName);
  if (start.from !== 'after') throw badRequest('invalid_cursor', 'The cursor is not valid for this list and sort');
  return start.position;
};

/**
 * One page of a list sorted by position: the page after a position, before one (the last
 * `perPage` of those before it), the first or the last; `next` and `prev` name the neighbours
 * to resume from (the last item shown, or the first) when items lie beyond them.
 */
export const pageOfPositions = <T extends { readonly position: string }>(
  sorted: readonly T[],
  start: PositionStart,
  perPage: number,
): { items: T[]; next?: T; prev?: T } => {
  const indexWhere = (test: (entry: T) => boolean) => {
    const index = sorted.findIndex(test);
    return index === -1 ? sorted.length : index;
  };
  let from = 0;
  let to = perPage;
  if (start.from === 'last') {
    to = sorted.length;
    from = to - perPage;
  } else if (start.from === 'after') {
    from = indexWhere((entry) => compareKeys(entry.position, start.position) > 0);
    to = from + perPage;
  } else if (start.from === 'before') {
    to = indexWhere((entry) => compareKeys(entry.position, start.position) >= 0);
    from = to - perPage;
  }
  from = Math.max(0, from);
  to = Math.min(sorted.length, to);
  const items = sorted.slice(from, to);
  return {
    items,
    ...(to < sorted.length && items.length && { next: items[items.length - 1] }),
    ...(from > 0 && items.length && { prev: items[0] }),
  };
};
