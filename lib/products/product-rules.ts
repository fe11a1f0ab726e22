import { validateEntryFields, type Customization as FieldDefinition } from '../channels/entry-fields.js';
import type { Customization } from '../commerce/customizations.js';
import { toMinor } from '../commerce/money.js';
import { newId } from '../db/keys.js';
import type { FieldError } from '../http/errors.js';
import type { Product, StoredVariant } from './product-record.js';
import type { VariantInput } from './schemas.js';

/** Pure rules of the catalog: variants and their option values, slugs, custom fields, prices. */

/** Slugs a product may not take: literal path segments under /products win over `{product}`. */
export const RESERVED_PRODUCT_SLUGS: ReadonlySet<string> = new Set([
  'checkout_profiles',
  'checkout-profiles',
  'customizations',
  'count',
]);

/** What is wrong with a product slug beyond its syntax (slugSchema already refuses id-like slugs). */
export const productSlugProblems = (slug: string): FieldError[] =>
  RESERVED_PRODUCT_SLUGS.has(slug)
    ? [{ field: 'slug', message: `${slug} is reserved (it is a path of this API)`, code: 'reserved' }]
    : [];

const comboKey = (values: readonly string[]) => JSON.stringify(values.map((value) => value.toLowerCase()));

/**
 * Checks variants against the product's options: a product with variants needs options and one
 * with options needs variants; each variant has one value per option (`variants.<i>.option_values`)
 * and no two variants share the same values (case ignored).
 */
export const optionValueProblems = (
  options: readonly string[],
  variants: readonly Pick<StoredVariant, 'option_values'>[],
): FieldError[] => {
  if (!options.length && variants.length) {
    return [
      { field: 'options', message: 'a product with variants needs options (up to 3 option names)', code: 'missing' },
    ];
  }
  if (options.length && !variants.length) {
    return [{ field: 'variants', message: 'a product with options needs at least one variant', code: 'missing' }];
  }
  const problems: FieldError[] = [];
  const seen = new Map<string, number>();
  variants.forEach((variant, index) => {
    const field = `variants.${index}.option_values`;
    if (variant.option_values.length !== options.length) {
      problems.push({
        field,
        message: `must have one value per option (${options.length}: ${options.join(', ')})`,
        code: 'invalid',
      });
      return;
    }
    const key = comboKey(variant.option_values);
    const first = seen.get(key);
    if (first !== undefined)
      problems.push({ field, message: `repeats the option values of variants.${first}`, code: 'duplicate' });
    else seen.set(key, index);
  });
  return problems;
};

/**
 * Turns the variants sent into stored ones and their stock. A variant sent with the `id` of one of
 * `existing` keeps that id and, unless it sends `inventory_quantity`, its stock; one without id is
 * new (new id, stock 0 unless sent); an id that is not one of `existing` is refused
 * (`variants.<i>.id`). Amounts become minor units.
 */
export const buildVariants = (
  options: readonly string[],
  inputs: readonly VariantInput[],
  existing: readonly StoredVariant[],
  stock: Readonly<Record<string, number>>,
): { variants: StoredVariant[]; variant_stock: Record<string, number>; problems: FieldError[] } => {
  const problems: FieldError[] = [];
  const ids = new Set<string>();
  const known = new Set(existing.map((variant) => variant.id));
  const variant_stock: Record<string, number> = {};
  const variants = inputs.map((input, index): StoredVariant => {
    const at = `variants.${index}`;
    if (input.id !== undefined && !known.has(input.id)) {
      problems.push({ field: `${at}.id`, message: 'is not a variant of this product', code: 'unknown_variant' });
    } else if (input.id !== undefined && ids.has(input.id)) {
      problems.push({ field: `${at}.id`, message: 'repeats a variant id', code: 'duplicate' });
    }
    const id = input.id ?? newId();
    ids.add(id);
    variant_stock[id] = input.inventory_quantity ?? stock[id] ?? 0;
    return {
      id,
      option_values: input.option_values,
      ...(input.sku !== undefined && { sku: input.sku }),
      ...(input.price !== undefined && { price: toMinor(input.price) }),
      ...(input.compare_at_price !== undefined && { compare_at_price: toMinor(input.compare_at_price) }),
      ...(input.weight !== undefined && { weight: input.weight }),
    };
  });
  return { variants, variant_stock, problems: [...problems, ...optionValueProblems(options, variants)] };
};

/**
 * Validates a product's custom fields against its product type's customizations, with the rules
 * channel entries follow (types, select options, required and immutable fields; `null` clears a
 * field; fields not sent keep their `previous` value). Errors name `custom_fields.<name>`.
 * `typeState` words the error for a field no customization defines.
 */
export const validateCustomFields = (
  customizations: readonly Customization[],
  input: Readonly<Record<string, unknown>>,
  previous?: Readonly<Record<string, unknown>>,
  typeState: 'found' | 'none' | 'missing' = 'found',
): { values: Record<string, unknown>; errors: FieldError[] } =>
  validateEntryFields(customizations as unknown as readonly FieldDefinition[], input, previous, {
    at: 'custom_fields',
    unknown: (name) =>
      ({
        found: `The product type has no field ${name}`,
        none: `The product has no product type, so no custom fields (${name})`,
        missing: `The product's product type no longer exists, so it has no custom fields (${name})`,
      })[typeState],
  });

/** A variant of the product by id, or undefined. */
export const variantOf = (product: Product, variantId: string): StoredVariant | undefined =>
  product.variants.find((variant) => variant.id === variantId);

/** The unit price of a product or one of its variants, in minor units (a variant without a price has the product's). */
export const priceOf = (product: Product, variant?: StoredVariant): number => variant?.price ?? product.price;

/** The unit weight of a product or one of its variants (a variant without a weight has the product's); 0 when neither has one. */
export const weightOf = (product: Product, variant?: StoredVariant): number => variant?.weight ?? product.weight ?? 0;

/** Stock of a product or one of its variants; a product with variants: the sum of theirs. */
export const stockOf = (product: Product, variant?: StoredVariant): number =>
  variant
    ? (product.variant_stock[variant.id] ?? 0)
    : product.variants.length
      ? product.variants.reduce((sum, v) => sum + (product.variant_stock[v.id] ?? 0), 0)
      : product.inventory_quantity;
