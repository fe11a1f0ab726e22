import { describe, expect, it } from 'vitest';
import type { Customization } from '../../../lib/commerce/customizations.js';
import {
  checkCustomFields,
  checkValue,
  clashingNames,
  definitionProblems,
  uniqueValues,
  visibleFields,
} from '../../../lib/custom-fields/custom-field-rules.js';

const field = (name: string, type: Customization['type'], extra: Partial<Customization> = {}): Customization => ({
  id: '0123456789abcdef01234567',
  name,
  label: name,
  type,
  required: false,
  immutable: false,
  localized: false,
  unique: false,
  encrypted: false,
  auto_expand: false,
  private_storage: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...extra,
});
const select = field('tier', 'select', {
  select_options: [
    { id: 'a', position: 0, name: 'Gold', slug: 'gold' },
    { id: 'b', position: 1, name: 'Silver', slug: 'silver' },
  ],
});

describe('checkValue', () => {
  it.each([
    ['string', 'abc', true],
    ['string', 'x'.repeat(256), false],
    ['string', 1, false],
    ['text', 'x'.repeat(1000), true],
    ['text', null, false],
    ['integer', 3, true],
    ['integer', 3.5, false],
    ['integer', '3', false],
    ['number', 3.5, true],
    ['number', Number.NaN, false],
    ['number', '3.5', false],
    ['float', 1.25, true],
    ['boolean', false, true],
    ['boolean', 'true', false],
    ['date', '2024-02-29', true],
    ['date', '2023-02-29', false],
    ['date', '2024-01-01T10:00:00Z', true],
    ['date', 'yesterday', false],
    ['email', 'a@example.com', true],
    ['email', 'a@b', false],
    ['email', 'not an email', false],
    ['url', 'https://example.com/a', true],
    ['url', 'ftp://example.com', false],
    ['url', 'https://', false],
  ] as const)('a %s field takes %j: %s', (type, raw, fits) => {
    expect('value' in checkValue(field('f', type), raw)).toBe(fits);
  });

  it('takes a select option by slug only, answering not_allowed otherwise', () => {
    expect(checkValue(select, 'gold')).toEqual({ value: 'gold' });
    expect(checkValue(select, 'a')).toMatchObject({ code: 'not_allowed' });
    expect(checkValue(select, 'bronze')).toMatchObject({ code: 'not_allowed' });
  });

  it('answers not_supported for a type custom fields of customers and products do not take', () => {
    expect(checkValue(field('f', 'file'), 'https://x')).toMatchObject({ code: 'not_supported' });
  });
});

describe('definitionProblems', () => {
  it('refuses file and belongs_to definitions, naming their index', () => {
    expect(
      definitionProblems([field('a', 'string'), field('b', 'file'), field('c', 'belongs_to')]).map((p) => [
        p.field,
        p.code,
      ]),
    ).toEqual([
      ['customizations.1.type', 'not_supported'],
      ['customizations.2.type', 'not_supported'],
    ]);
  });
});

describe('clashingNames', () => {
  it('lists the names both lists define', () => {
    expect(
      clashingNames([field('a', 'string'), field('b', 'string')], [field('b', 'integer'), field('c', 'string')]),
    ).toEqual(['b']);
    expect(clashingNames([field('a', 'string')], [])).toEqual([]);
  });
});

describe('checkCustomFields', () => {
  const definitions = [
    field('name', 'string'),
    field('size', 'integer', { required: true }),
    field('since', 'date', { immutable: true }),
    select,
  ];

  it('stores the values sent when every one fits', () => {
    expect(
      checkCustomFields(definitions, { name: 'A', size: 3, since: '2020-01-01', tier: 'gold' }, undefined),
    ).toEqual({ values: { name: 'A', size: 3, since: '2020-01-01', tier: 'gold' }, errors: [] });
  });

  it('names each failing field custom_fields.<name> with its code', () => {
    const { errors } = checkCustomFields(definitions, { name: 1, tier: 'x', other: 1 }, undefined);
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['custom_fields.other', 'unknown_field'],
      ['custom_fields.name', 'invalid'],
      ['custom_fields.size', 'missing'],
      ['custom_fields.tier', 'not_allowed'],
    ]);
  });

  it('treats an empty string as absent for required fields', () => {
    expect(checkCustomFields([field('a', 'string', { required: true })], { a: '' }, undefined).errors[0]).toMatchObject(
      { code: 'missing' },
    );
  });

  it('keeps stored values not sent, merges the sent ones and clears with null', () => {
    expect(checkCustomFields(definitions, { name: null, tier: 'silver' }, { name: 'A', size: 2 })).toEqual({
      values: { size: 2, tier: 'silver' },
      errors: [],
    });
  });

  it('refuses a required field cleared on update', () => {
    expect(checkCustomFields(definitions, { size: null }, { size: 2 }).errors).toEqual([
      expect.objectContaining({ field: 'custom_fields.size', code: 'missing' }),
    ]);
  });

  it('refuses any change of an immutable field once the record exists, setting it included, and accepts the same value', () => {
    expect(
      checkCustomFields(definitions, { since: '2021-01-01' }, { size: 1, since: '2020-01-01' }).errors[0],
    ).toMatchObject({ code: 'immutable' });
    expect(checkCustomFields(definitions, { since: '2021-01-01' }, { size: 1 }).errors[0]).toMatchObject({
      code: 'immutable',
    });
    expect(checkCustomFields(definitions, { since: null }, { size: 1, since: '2020-01-01' }).errors[0]).toMatchObject({
      code: 'immutable',
    });
    expect(checkCustomFields(definitions, { since: '2020-01-01' }, { size: 1, since: '2020-01-01' }).errors).toEqual(
      [],
    );
    expect(checkCustomFields(definitions, {}, { size: 1, since: '2020-01-01' }).errors).toEqual([]);
  });

  it('refuses a stored value that no longer fits its definition, though the write did not send it', () => {
    const { errors } = checkCustomFields(definitions, { name: 'B' }, { size: 'large' });
    expect(errors).toEqual([expect.objectContaining({ field: 'custom_fields.size', code: 'invalid' })]);
    expect(errors[0]?.message).toContain('no longer fits');
  });

  it('drops values of removed definitions on the next write and accepts null for them', () => {
    expect(checkCustomFields([field('a', 'string')], { gone: null }, { a: 'x', gone: 1, other: 2 })).toEqual({
      values: { a: 'x' },
      errors: [],
    });
  });

  it('accepts no custom fields at all when nothing is required', () => {
    expect(checkCustomFields([field('a', 'string')], undefined, undefined)).toEqual({ values: {}, errors: [] });
  });
});

describe('uniqueValues', () => {
  it('normalises strings case-insensitively and other values by their JSON, skipping empty ones', () => {
    const definitions = [
      field('code', 'string', { unique: true }),
      field('n', 'integer', { unique: true }),
      field('free', 'string'),
      field('empty', 'string', { unique: true }),
    ];
    expect([...uniqueValues(definitions, { code: ' AbC ', n: 7, free: 'x', empty: '' })]).toEqual([
      ['code', 'abc'],
      ['n', '7'],
    ]);
  });
});

describe('visibleFields', () => {
  const definitions = [field('note', 'string', { private_storage: true }), field('nick', 'string')];
  it("leaves private fields out for the record's own customer only", () => {
    expect(visibleFields(definitions, { note: 'x', nick: 'y' }, true)).toEqual({ nick: 'y' });
    expect(visibleFields(definitions, { note: 'x', nick: 'y' }, false)).toEqual({ note: 'x', nick: 'y' });
  });
});
