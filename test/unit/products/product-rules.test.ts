import { describe, expect, it } from 'vitest';
import type { Customization } from '../../../lib/commerce/customizations.js';
import type { Product } from '../../../lib/products/product-record.js';
import {
  buildVariants,
  optionValueProblems,
  priceOf,
  productSlugProblems,
  stockOf,
  validateCustomFields,
  weightOf,
} from '../../../lib/products/product-rules.js';
import { createProductSchema, variantInputSchema, type VariantInput } from '../../../lib/products/schemas.js';

const variant = (fields: Record<string, unknown>): VariantInput => variantInputSchema.parse(fields);
const ID = '0123456789abcdef01234567';

describe('optionValueProblems', () => {
  it('accepts one value per option, unique among variants', () => {
    expect(
      optionValueProblems(['Size', 'Color'], [{ option_values: ['S', 'Red'] }, { option_values: ['S', 'Blue'] }]),
    ).toEqual([]);
    expect(optionValueProblems([], [])).toEqual([]);
  });

  it('names the variant whose values do not match the options in length', () => {
    expect(optionValueProblems(['Size', 'Color'], [{ option_values: ['S', 'Red'] }, { option_values: ['M'] }])).toEqual(
      [
        {
          field: 'variants.1.option_values',
          message: 'must have one value per option (2: Size, Color)',
          code: 'invalid',
        },
      ],
    );
  });

  it('refuses variants repeating option values, ignoring case', () => {
    expect(
      optionValueProblems(['Size'], [{ option_values: ['S'] }, { option_values: ['M'] }, { option_values: ['s'] }]),
    ).toEqual([
      { field: 'variants.2.option_values', message: 'repeats the option values of variants.0', code: 'duplicate' },
    ]);
  });

  it('wants options and variants together', () => {
    expect(optionValueProblems(['Size'], [])[0]?.field).toBe('variants');
    expect(optionValueProblems([], [{ option_values: ['S'] }])[0]?.field).toBe('options');
  });
});

describe('buildVariants', () => {
  it('gives new variants new ids and 0 stock unless sent, and stores amounts in minor units', () => {
    const { variants, variant_stock, problems } = buildVariants(
      ['Size'],
      [variant({ option_values: ['S'], price: 4.99 }), variant({ option_values: ['M'], inventory_quantity: 4 })],
      [],
      {},
    );
    expect(problems).toEqual([]);
    expect(variants[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), option_values: ['S'], price: 499 });
    expect(variants[0]?.id).not.toBe(variants[1]?.id);
    expect(variant_stock).toEqual({ [variants[0]!.id]: 0, [variants[1]!.id]: 4 });
  });

  it('keeps the id and stock of a variant sent with its id, and drops the stock of variants left out', () => {
    const existing = [
      { id: ID, option_values: ['S'] },
      { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', option_values: ['M'] },
    ];
    const { variants, variant_stock } = buildVariants(
      ['Size'],
      [variant({ id: ID, option_values: ['XS'] })],
      existing,
      { [ID]: 7, aaaaaaaaaaaaaaaaaaaaaaaa: 3 },
    );
    expect(variants).toEqual([{ id: ID, option_values: ['XS'] }]);
    expect(variant_stock).toEqual({ [ID]: 7 });
  });

  it('refuses ids of no variant of the product, and repeated ids', () => {
    expect(buildVariants(['Size'], [variant({ id: ID, option_values: ['S'] })], [], {}).problems).toEqual([
      { field: 'variants.0.id', message: 'is not a variant of this product', code: 'unknown_variant' },
    ]);
    const existing = [{ id: ID, option_values: ['S'] }];
    expect(
      buildVariants(
        ['Size'],
        [variant({ id: ID, option_values: ['S'] }), variant({ id: ID, option_values: ['M'] })],
        existing,
        {},
      ).problems,
    ).toEqual([{ field: 'variants.1.id', message: 'repeats a variant id', code: 'duplicate' }]);
  });
});

describe('product slugs and schema', () => {
  it('reserves checkout_profiles', () => {
    expect(productSlugProblems('checkout_profiles')[0]?.code).toBe('reserved');
    expect(productSlugProblems('checkout-profiles')[0]?.code).toBe('reserved');
    expect(productSlugProblems('mug')).toEqual([]);
  });

  it('refuses id-like slugs, more than 3 options, repeated options and amounts with 3 decimals', () => {
    const fails = (body: Record<string, unknown>) => !createProductSchema.safeParse({ name: 'x', ...body }).success;
    expect(fails({ slug: ID })).toBe(true);
    expect(fails({ options: ['a', 'b', 'c', 'd'] })).toBe(true);
    expect(fails({ options: ['Size', 'size'] })).toBe(true);
    expect(fails({ price: 1.005 })).toBe(true);
    expect(fails({ price: 1.05 })).toBe(false);
  });
});

describe('validateCustomFields', () => {
  const fields = [
    { id: ID, name: 'pages', label: 'pages', type: 'integer', required: true, immutable: false, unique: false },
    { id: ID, name: 'isbn', label: 'isbn', type: 'string', required: false, immutable: true, unique: false },
  ] as unknown as Customization[];

  it('names errors custom_fields.<name>', () => {
    const { errors } = validateCustomFields(fields, { pages: 'many', extra: 1 });
    expect(errors.map((e) => e.field).sort()).toEqual(['custom_fields.extra', 'custom_fields.pages']);
  });

  it('merges with previous values, clears with null and keeps immutable fields', () => {
    expect(validateCustomFields(fields, { pages: 10 }, { pages: 5, isbn: 'x' }).values).toEqual({
      pages: 10,
      isbn: 'x',
    });
    expect(validateCustomFields(fields, { isbn: 'y' }, { pages: 5, isbn: 'x' }).errors[0]?.code).toBe('immutable');
  });

  it('says why a field is unknown when the product has no type or its type is gone', () => {
    expect(validateCustomFields([], { a: 1 }, undefined, 'none').errors[0]?.message).toMatch(/no product type/);
    expect(validateCustomFields([], { a: 1 }, undefined, 'missing').errors[0]?.message).toMatch(/no longer exists/);
  });
});

describe('prices, weights and stock of products and variants', () => {
  const product = {
    price: 1000,
    weight: 2,
    inventory_quantity: 0,
    variants: [
      { id: 'a', option_values: ['S'], price: 1200 },
      { id: 'b', option_values: ['M'], weight: 3 },
    ],
    variant_stock: { a: 2, b: 5 },
  } as unknown as Product;

  it('falls back to the product for a variant without its own price or weight', () => {
    expect(priceOf(product, product.variants[0])).toBe(1200);
    expect(priceOf(product, product.variants[1])).toBe(1000);
    expect(weightOf(product, product.variants[1])).toBe(3);
    expect(weightOf(product, product.variants[0])).toBe(2);
  });

  it('sums variant stock for the product', () => {
    expect(stockOf(product)).toBe(7);
    expect(stockOf(product, product.variants[1])).toBe(5);
    expect(stockOf({ ...product, variants: [], inventory_quantity: 4 } as Product)).toBe(4);
  });
});
