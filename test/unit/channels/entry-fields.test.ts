import { describe, expect, it } from 'vitest';
import {
  coerceFieldValue,
  uniqueValues,
  validateEntryFields,
  type Customization,
} from '../../../lib/channels/entry-fields.js';
import type { FieldType } from '../../../lib/channels/schemas.js';

const field = (name: string, type: FieldType, extra: Partial<Customization> = {}): Customization => ({
  id: `${name}-id`,
  name,
  type,
  required: false,
  immutable: false,
  unique: false,
  localized: false,
  encrypted: false,
  auto_expand: false,
  private_storage: false,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
  ...extra,
});

const select = field('colour', 'select', {
  select_options: [
    { id: 'opt-red', position: 0, name: 'Red', slug: 'red' },
    { id: 'opt-blue', position: 1, name: 'Blue', slug: 'blue' },
  ],
});

const accepts = (type: FieldType, raw: unknown, stored: unknown = raw) =>
  expect(coerceFieldValue(type === 'select' ? select : field('f', type), raw)).toEqual({ value: stored });
const refuses = (type: FieldType, raw: unknown, code = 'invalid') =>
  expect(coerceFieldValue(type === 'select' ? select : field('f', type), raw)).toMatchObject({ code });

describe('coerceFieldValue', () => {
  it('checks strings and texts, with their lengths', () => {
    accepts('string', 'hello');
    refuses('string', 5);
    refuses('string', 'x'.repeat(256));
    accepts('text', 'x'.repeat(10_000));
    refuses('text', ['x']);
  });

  it('checks integers and floats', () => {
    accepts('integer', -3);
    refuses('integer', 1.5);
    refuses('integer', '3');
    refuses('integer', 2 ** 60);
    accepts('float', 1.5);
    accepts('float', 2);
    refuses('float', Number.NaN);
    refuses('float', '1.5');
  });

  it('checks booleans', () => {
    accepts('boolean', false);
    refuses('boolean', 'true');
    refuses('boolean', 0);
  });

  it('checks calendar dates and RFC 3339 date-times', () => {
    accepts('date', '2024-02-29');
    refuses('date', '2023-02-29');
    refuses('date', '2024-13-01');
    accepts('date', '2024-01-02T03:04:05Z');
    accepts('date', '2024-01-02T03:04:05.123+02:00');
    refuses('date', '2024-01-02 03:04:05');
    refuses('date', 20240102);
  });

  it('maps select options given by slug or id to the slug, and refuses others as not_allowed', () => {
    accepts('select', 'red', 'red');
    accepts('select', 'opt-blue', 'blue');
    refuses('select', 'Red', 'not_allowed');
    refuses('select', 'green', 'not_allowed');
    refuses('select', 1, 'not_allowed');
  });

  it('normalises files to objects with an http(s) url', () => {
    accepts('file', 'https://example.com/a.pdf', { url: 'https://example.com/a.pdf' });
    accepts('file', { url: 'http://example.com/a.pdf', name: 'a.pdf', content_type: 'application/pdf', size: 3 });
    refuses('file', 'ftp://example.com/a.pdf');
    refuses('file', { url: 'https://example.com/a', owner: 'x' });
    refuses('file', { url: 'https://example.com/a', size: -1 });
    refuses('file', null);
  });

  it('takes an upload in a file field only where the write resolves it, and never a stored file object from a client', () => {
    const upload = { upload_id: '0123456789abcdef01234567' };
    expect(coerceFieldValue(field('f', 'file'), upload, true)).toEqual({ value: upload });
    expect(coerceFieldValue(field('f', 'file'), upload)).toMatchObject({
      code: 'invalid',
      message: expect.stringContaining('upload'),
    });
    const forged = {
      ...upload,
      key: 'sites/another/secret.pdf',
      filename: 'x.pdf',
      content_type: 'application/pdf',
      size: 1,
      checksum: 'ab',
      version: 'ab',
      private: true,
    };
    expect(coerceFieldValue(field('f', 'file'), forged, true)).toMatchObject({ code: 'invalid' });
    expect(
      validateEntryFields([field('photo', 'file')], { photo: upload }, undefined, { uploads: true }).values,
    ).toEqual({ photo: upload });
    expect(validateEntryFields([field('photo', 'file')], { photo: upload }).errors).toEqual([
      expect.objectContaining({ field: 'fields.photo', code: 'invalid' }),
    ]);
  });

  it('wants an entry id for belongs_to', () => {
    accepts('belongs_to', '0123456789abcdef01234567');
    refuses('belongs_to', 'some-slug');
  });
});

describe('validateEntryFields', () => {
  const fields = [
    field('title', 'string', { required: true }),
    field('stock', 'integer'),
    field('code', 'string', { immutable: true }),
    select,
  ];

  it('returns the values to store and no errors for a valid entry', () => {
    expect(validateEntryFields(fields, { title: 'Lamp', stock: 2, colour: 'opt-red' })).toEqual({
      values: { title: 'Lamp', stock: 2, colour: 'red' },
      errors: [],
    });
  });

  it('reports unknown, missing and invalid fields, one error each', () => {
    const { errors } = validateEntryFields(fields, { stock: 'many', colour: 'green', extra: 1 });
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['fields.extra', 'unknown_field'],
      ['fields.title', 'missing'],
      ['fields.stock', 'invalid'],
      ['fields.colour', 'not_allowed'],
    ]);
  });

  it('treats null and the empty string as absent', () => {
    expect(validateEntryFields(fields, { title: '' }).errors).toEqual([
      expect.objectContaining({ field: 'fields.title', code: 'missing' }),
    ]);
    expect(validateEntryFields(fields, { title: 'x', stock: null }).values).toEqual({ title: 'x' });
  });

  it('keeps previous values of fields not sent, and clears fields sent as null', () => {
    const previous = { title: 'Old', stock: 4, colour: 'red' };
    expect(validateEntryFields(fields, { stock: 5, colour: null }, previous).values).toEqual({
      title: 'Old',
      stock: 5,
    });
  });

  it('refuses to change or clear an immutable field once set, but lets it be set once or resent unchanged', () => {
    expect(validateEntryFields(fields, { code: 'B' }, { title: 'x', code: 'A' }).errors).toEqual([
      expect.objectContaining({ field: 'fields.code', code: 'immutable' }),
    ]);
    expect(validateEntryFields(fields, { code: null }, { title: 'x', code: 'A' }).errors).toEqual([
      expect.objectContaining({ code: 'immutable' }),
    ]);
    expect(validateEntryFields(fields, { code: 'A' }, { title: 'x', code: 'A' }).errors).toEqual([]);
    expect(validateEntryFields(fields, { code: 'A' }, { title: 'x' }).errors).toEqual([]);
  });
});

describe('uniqueValues', () => {
  it('claims only unique fields with a value, strings case-insensitively', () => {
    const fields = [
      field('sku', 'string', { unique: true }),
      field('rank', 'integer', { unique: true }),
      field('name', 'string'),
    ];
    expect([...uniqueValues(fields, { sku: 'AbC', rank: 3, name: 'n' })]).toEqual([
      ['sku', 'abc'],
      ['rank', '3'],
    ]);
    expect([...uniqueValues(fields, { sku: '', name: 'n' })]).toEqual([]);
  });
});
