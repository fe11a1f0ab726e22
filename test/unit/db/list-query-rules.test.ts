import { describe, expect, it } from 'vitest';
import {
  compareKeys,
  decodePositionCursor,
  encodePositionCursor,
  instantKey,
  matches,
  orderKey,
  parseListQuery,
  positionKey,
  sortPosition,
  type ListCatalogue,
} from '../../../lib/db/list-query-rules.js';
import { ApiError } from '../../../lib/http/errors.js';

const catalogue: ListCatalogue = [
  { name: 'id', type: 'id', read: (item) => item.id },
  { name: 'title', type: 'string', read: (item) => item.title },
  { name: 'rank', type: 'number', read: (item) => item.rank },
  { name: 'open', type: 'boolean', read: (item) => item.open },
  { name: 'starts', type: 'datetime', read: (item) => item.starts },
  { name: 'city', type: 'select', options: ['ghent', 'antwerp'], read: (item) => item.city },
  { name: 'tags', type: 'tags', sortable: false, read: (item) => item.tags },
];

const failure = (params: Record<string, string>) => {
  try {
    parseListQuery(params, catalogue);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return { status: (error as ApiError).status, code: (error as ApiError).code, errors: (error as ApiError).errors };
  }
  throw new Error('expected a 422');
};

describe('order keys', () => {
  it('orders numbers numerically, negatives and fractions included', () => {
    const values = [-1e9, -10, -1.5, -0, 0, 0.25, 1, 2, 10, 1e12];
    const keys = values.map((value) => orderKey('number', value) as string);
    expect([...keys].sort(compareKeys)).toEqual(keys);
    expect(orderKey('number', -0)).toBe(orderKey('number', 0));
  });

  it('orders instants in UTC whatever the offset, dates at midnight UTC', () => {
    expect(instantKey('2026-04-01T10:00:00+02:00')).toBe('2026-04-01T08:00:00.000Z');
    expect(instantKey('2026-04-01')).toBe('2026-04-01T00:00:00.000Z');
    expect(instantKey('2026-02-30')).toBeUndefined();
    expect(instantKey('tomorrow')).toBeUndefined();
  });

  it('orders strings case-insensitively and keeps control characters out of keys', () => {
    expect(compareKeys(orderKey('string', 'apple') as string, orderKey('string', 'Banana') as string)).toBeLessThan(0);
    expect(orderKey('string', 'a\u0001b')).toBe('a b');
    expect(orderKey('string', '')).toBeUndefined();
    expect(orderKey('string', null)).toBeUndefined();
  });

  it('puts items without a value last ascending, first descending, ties by id', () => {
    const items = [{ id: 'b', rank: 1 }, { id: 'a', rank: 1 }, { id: 'c' }, { id: 'd', rank: -2 }];
    const sorted = (descending: boolean) =>
      [...items]
        .sort((x, y) =>
          compareKeys(positionKey('number', x.rank, x.id, descending), positionKey('number', y.rank, y.id, descending)),
        )
        .map((item) => item.id);
    expect(sorted(false)).toEqual(['d', 'a', 'b', 'c']);
    expect(sorted(true)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('makes descending keys the exact reverse of ascending ones, prefixes included', () => {
    const titles = ['a', 'ab', 'abc', 'b', 'B', 'ba', 'é', ''];
    const ascending = titles.map((title, i) => positionKey('string', title, `id${i}`));
    const descending = titles.map((title, i) => positionKey('string', title, `id${i}`, true));
    const order = (keys: string[]) =>
      keys
        .map((key, i) => ({ key, i }))
        .sort((x, y) => compareKeys(x.key, y.key))
        .map(({ i }) => i);
    expect(order(descending)).toEqual([...order(ascending)].reverse());
  });

  it('compares keys by UTF-8 bytes, as DynamoDB does', () => {
    expect(compareKeys('\uffff', '\u{1f600}')).toBeLessThan(0);
    expect('\uffff' < '\u{1f600}').toBe(false);
  });
});

describe('parseListQuery', () => {
  it('reads equality, operators and sort', () => {
    const query = parseListQuery(
      { 'where[rank][gte]': '3', 'where[city]': 'ghent', sort: '-starts', per_page: '5' },
      catalogue,
    );
    expect(query.filters.map((filter) => [filter.param, filter.field.name, filter.op])).toEqual([
      ['where[rank][gte]', 'rank', 'gte'],
      ['where[city]', 'city', 'eq'],
    ]);
    expect(query.sort?.field.name).toBe('starts');
    expect(query.sort?.descending).toBe(true);
  });

  it('answers no sort when none is asked for', () => {
    expect(parseListQuery({}, catalogue)).toEqual({ filters: [] });
  });

  it.each([
    [{ 'where[nope]': '1' }, 'where[nope]', 'unknown_field'],
    [{ 'where[rank][near]': '1' }, 'where[rank][near]', 'unknown_operator'],
    [{ 'where[rank][gt]': 'ten' }, 'where[rank][gt]', 'invalid'],
    [{ 'where[rank]': '' }, 'where[rank]', 'invalid'],
    [{ 'where[open]': 'yes' }, 'where[open]', 'invalid'],
    [{ 'where[open][gt]': 'true' }, 'where[open][gt]', 'invalid'],
    [{ 'where[starts][lt]': '2026-13-01' }, 'where[starts][lt]', 'invalid'],
    [{ 'where[city]': 'paris' }, 'where[city]', 'invalid'],
    [{ 'where[id]': 'xyz' }, 'where[id]', 'invalid'],
    [{ 'where[rank][prefix]': '1' }, 'where[rank][prefix]', 'invalid'],
    [{ 'where[rank][exists]': 'yes' }, 'where[rank][exists]', 'invalid'],
    [{ 'where[rank][in]': '' }, 'where[rank][in]', 'invalid'],
    [{ 'where[rank][in]': Array.from({ length: 51 }, (_, i) => i).join(',') }, 'where[rank][in]', 'invalid'],
    [{ 'where[tags][gt]': 'a' }, 'where[tags][gt]', 'invalid'],
    [{ 'where[rank][gt][x]': '1' }, 'where[rank][gt][x]', 'invalid'],
    [{ where: '1' }, 'where', 'invalid'],
    [{ sort: 'nope' }, 'sort', 'invalid'],
    [{ sort: 'tags' }, 'sort', 'invalid'],
    [{ sort: '--rank' }, 'sort', 'invalid'],
  ])('refuses %j with 422 naming %s', (params, field, code) => {
    expect(failure(params)).toEqual({
      status: 422,
      code: 'validation_failed',
      errors: [{ field, code, message: expect.any(String) }],
    });
  });

  it('reports every bad parameter at once', () => {
    expect(failure({ 'where[nope]': '1', sort: 'nope' }).errors?.map((error) => error.field)).toEqual([
      'where[nope]',
      'sort',
    ]);
  });
});

describe('matches', () => {
  const item = {
    id: 'a'.repeat(24),
    title: 'Ghent Jazz',
    rank: 3,
    open: true,
    starts: '2026-06-01T20:00:00+02:00',
    city: 'ghent',
    tags: ['music', 'jazz'],
  };
  const passes = (params: Record<string, string>) => matches(item, parseListQuery(params, catalogue).filters);

  it.each([
    [{ 'where[rank]': '3' }, true],
    [{ 'where[rank][ne]': '3' }, false],
    [{ 'where[rank][gt]': '2.5' }, true],
    [{ 'where[rank][gte]': '3' }, true],
    [{ 'where[rank][lt]': '3' }, false],
    [{ 'where[rank][lte]': '3' }, true],
    [{ 'where[rank][in]': '1,3' }, true],
    [{ 'where[rank][in]': '1,2' }, false],
    [{ 'where[title][prefix]': 'ghent' }, true],
    [{ 'where[title][prefix]': 'jazz' }, false],
    [{ 'where[title]': 'GHENT JAZZ' }, true],
    [{ 'where[open]': 'true' }, true],
    [{ 'where[open][ne]': 'true' }, false],
    [{ 'where[starts][gte]': '2026-06-01T18:00:00Z' }, true],
    [{ 'where[starts][gt]': '2026-06-01T18:00:00Z' }, false],
    [{ 'where[starts][lt]': '2026-06-02' }, true],
    [{ 'where[city][in]': 'antwerp' }, false],
    [{ 'where[tags]': 'jazz' }, true],
    [{ 'where[tags][in]': 'rock,music' }, true],
    [{ 'where[tags]': 'rock' }, false],
    [{ 'where[tags][exists]': 'true' }, true],
    [{ 'where[rank][exists]': 'true' }, true],
    [{ 'where[rank][exists]': 'false' }, false],
    [{ 'where[rank]': '3', 'where[city]': 'antwerp' }, false],
  ])('%j → %s', (params, expected) => {
    expect(passes(params)).toBe(expected);
  });

  it('lets an item without the field through ne and exists=false only', () => {
    const bare = { id: 'b'.repeat(24) };
    const filters = (params: Record<string, string>) => parseListQuery(params, catalogue).filters;
    expect(matches(bare, filters({ 'where[rank][ne]': '3' }))).toBe(true);
    expect(matches(bare, filters({ 'where[rank][exists]': 'false' }))).toBe(true);
    expect(matches(bare, filters({ 'where[rank][lt]': '3' }))).toBe(false);
    expect(matches(bare, filters({ 'where[tags][exists]': 'false' }))).toBe(true);
  });
});

describe('position cursors', () => {
  it('round-trips a position and refuses it for another sort or when forged', () => {
    const sort = parseListQuery({ sort: '-rank' }, catalogue).sort!;
    const position = sortPosition(sort, { rank: 4 }, 'c'.repeat(24));
    const cursor = encodePositionCursor('-rank', position);
    expect(decodePositionCursor(cursor, '-rank')).toBe(position);
    expect(() => decodePositionCursor(cursor, 'rank')).toThrow(ApiError);
    expect(() => decodePositionCursor('not-base64-json', '-rank')).toThrow(ApiError);
  });
});
