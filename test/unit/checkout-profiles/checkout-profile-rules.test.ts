import { describe, expect, it } from 'vitest';
import { buildCustomizations, privateFieldProblems } from '../../../lib/checkout-profiles/checkout-profile-rules.js';
import { customizationInputSchema, type CustomizationInput } from '../../../lib/checkout-profiles/schemas.js';

const input = (fields: Record<string, unknown>): CustomizationInput => customizationInputSchema.parse(fields);
const T0 = '2026-01-01T00:00:00Z';
const T1 = '2026-02-01T00:00:00Z';

describe('buildCustomizations', () => {
  it('assigns ids, default labels, option slugs and positions', () => {
    const { customizations, problems } = buildCustomizations(
      [
        input({
          name: 'size',
          type: 'select',
          select_options: [{ name: 'Extra Large' }, { name: 'Small', position: 7 }],
        }),
      ],
      [],
      T0,
    );
    expect(problems).toEqual([]);
    expect(customizations[0]).toMatchObject({
      name: 'size',
      label: 'size',
      type: 'select',
      created_at: T0,
      updated_at: T0,
    });
    expect(customizations[0]?.select_options).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Extra Large', slug: 'extra-large', position: 0 },
      { id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Small', slug: 'small', position: 7 },
    ]);
  });

  it('stores no select_options key on other types', () => {
    const { customizations } = buildCustomizations([input({ name: 'note', type: 'text' })], [], T0);
    expect(customizations[0]).not.toHaveProperty('select_options');
    expect(customizations[0]).not.toHaveProperty('hint');
  });

  it('reports repeated names, options outside a select, and an empty select', () => {
    const { problems } = buildCustomizations(
      [
        input({ name: 'a', type: 'string', select_options: [{ name: 'x' }] }),
        input({ name: 'a', type: 'select', select_options: [] }),
      ],
      [],
      T0,
    );
    expect(problems).toEqual([
      expect.objectContaining({ field: 'customizations.0.select_options', code: 'not_allowed' }),
      expect.objectContaining({ field: 'customizations.1.name', code: 'duplicate' }),
      expect.objectContaining({ field: 'customizations.1.select_options', code: 'missing' }),
    ]);
  });

  it('keeps identity and timestamps of an unchanged customization, and bumps updated_at of a changed one', () => {
    const first = buildCustomizations(
      [input({ name: 'a', type: 'string' }), input({ name: 'b', type: 'string' })],
      [],
      T0,
    ).customizations;
    const { customizations } = buildCustomizations(
      [input({ name: 'a', type: 'string' }), input({ name: 'b', type: 'text' })],
      first,
      T1,
    );
    expect(customizations[0]).toEqual(first[0]);
    expect(customizations[1]).toMatchObject({ id: first[1]?.id, created_at: T0, updated_at: T1, type: 'text' });
  });

  it('matches by id first, so a customization can be renamed', () => {
    const first = buildCustomizations([input({ name: 'a', type: 'string' })], [], T0).customizations;
    const { customizations, problems } = buildCustomizations(
      [input({ id: first[0]?.id, name: 'renamed', type: 'string' })],
      first,
      T1,
    );
    expect(problems).toEqual([]);
    expect(customizations[0]).toMatchObject({ id: first[0]?.id, name: 'renamed', created_at: T0 });
  });

  it('reports an id that names no existing customization or option', () => {
    const first = buildCustomizations(
      [input({ name: 's', type: 'select', select_options: [{ name: 'x' }] })],
      [],
      T0,
    ).customizations;
    const { problems } = buildCustomizations(
      [
        input({ id: '0123456789abcdef01234567', name: 'a', type: 'string' }),
        input({ name: 's', type: 'select', select_options: [{ id: '0123456789abcdef01234567', name: 'x' }] }),
      ],
      first,
      T1,
    );
    expect(problems).toEqual([
      expect.objectContaining({ field: 'customizations.0.id', code: 'unknown_customization' }),
      expect.objectContaining({ field: 'customizations.1.select_options.0.id', code: 'unknown_option' }),
    ]);
  });
});

describe('privateFieldProblems', () => {
  it('reports each private field that names no customization', () => {
    const { customizations } = buildCustomizations([input({ name: 'a', type: 'string' })], [], T0);
    expect(privateFieldProblems(['a'], customizations)).toEqual([]);
    expect(privateFieldProblems(['a', 'b'], customizations)).toEqual([
      expect.objectContaining({ field: 'private_fields.1', code: 'unknown_customization' }),
    ]);
  });
});
