import * as z from 'zod/mini';
import { newId } from '../db/keys.js';
import type { FieldError } from '../http/errors.js';
import { idSchema as responseIdSchema, timestampSchema } from '../http/response-schemas.js';
import { CUSTOMIZATION_TYPES, type CustomizationType } from './customization-types.js';
import { addressableSlug } from '../db/slug.js';
import { slugSchema } from './slug.js';

/**
 * Custom field definitions ("customizations") as commerce resources carry them: checkout profiles
 * and product types. Input schema, rules, presenter and response schema live here, in a module of
 * their own, so a product type's bundle does not carry the checkout profile routes' schemas.
 */

const idSchema = z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be an id'));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** A customization's name: the key its value is stored under, so identifier-like. */
export const customizationNameSchema = z
  .string()
  .check(
    z.trim(),
    z.regex(
      /^[a-z][a-z0-9_]{0,63}$/,
      'must start with a lowercase letter and use only lowercase letters, digits and underscores (at most 64)',
    ),
  );

export const selectOptionInputSchema = z.strictObject({
  /** Keeps an existing option's id; without it the option is matched by slug, else it is new. */
  id: z.optional(idSchema),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  slug: z.optional(slugSchema),
  position: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10_000))),
});
export type SelectOptionInput = z.infer<typeof selectOptionInputSchema>;

export const customizationInputSchema = z.strictObject({
  /** Keeps an existing customization's id; without it the customization is matched by name, else it is new. */
  id: z.optional(idSchema),
  name: customizationNameSchema,
  label: z.optional(text(200).check(z.minLength(1))),
  hint: z.optional(text(1000)),
  type: z.enum(CUSTOMIZATION_TYPES),
  required: z._default(z.boolean(), false),
  required_expression: z.optional(text(1000)),
  immutable: z._default(z.boolean(), false),
  localized: z._default(z.boolean(), false),
  unique: z._default(z.boolean(), false),
  encrypted: z._default(z.boolean(), false),
  auto_expand: z._default(z.boolean(), false),
  select_options: z.optional(z.array(selectOptionInputSchema).check(z.maxLength(500))),
  private_storage: z._default(z.boolean(), false),
  text_formatting: z.optional(text(50)),
  reference: z.optional(text(200)),
  geo_type: z.optional(text(50)),
  calculated_expression: z.optional(text(1000)),
  calculation_type: z.optional(text(50)),
});
export type CustomizationInput = z.infer<typeof customizationInputSchema>;

/** A list of customizations as sent: at most 200. */
export const customizationsInputSchema = z.array(customizationInputSchema).check(z.maxLength(200));

export interface SelectOption {
  readonly id: string;
  readonly position: number;
  readonly name: string;
  readonly slug: string;
}

/** A stored customization (custom field definition); optional strings are absent when unset. */
export interface Customization {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly type: CustomizationType;
  readonly required: boolean;
  readonly required_expression?: string;
  readonly immutable: boolean;
  readonly localized: boolean;
  readonly unique: boolean;
  readonly encrypted: boolean;
  readonly auto_expand: boolean;
  readonly select_options?: readonly SelectOption[];
  readonly private_storage: boolean;
  readonly text_formatting?: string;
  readonly reference?: string;
  readonly geo_type?: string;
  readonly calculated_expression?: string;
  readonly calculation_type?: string;
  readonly created_at: string;
  readonly updated_at: string;
}

const definedOnly = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

const sameContent = (a: Customization, b: Customization) => {
  const strip = ({ created_at: _c, updated_at: _u, ...rest }: Customization) =>
    JSON.stringify(rest, Object.keys(rest).sort());
  return strip(a) === strip(b);
};

const buildOptions = (
  inputs: readonly SelectOptionInput[],
  existing: readonly SelectOption[],
  at: string,
  problems: FieldError[],
): SelectOption[] => {
  const slugs = new Set<string>();
  const ids = new Set<string>();
  return inputs.map((input, index) => {
    const field = `${at}.${index}`;
    const slug = input.slug ?? addressableSlug(input.name, { underscores: false });
    if (slug === undefined)
      problems.push({
        field: `${field}.slug`,
        message: 'cannot be derived from the name; send a slug',
        code: 'missing',
      });
    else if (slugs.has(slug))
      problems.push({ field: `${field}.slug`, message: `repeats the option slug ${slug}`, code: 'duplicate' });
    if (slug !== undefined) slugs.add(slug);
    let id = input.id;
    if (id !== undefined && !existing.some((option) => option.id === id)) {
      problems.push({
        field: `${field}.id`,
        message: 'is not an option of this customization',
        code: 'unknown_option',
      });
    }
    id ??= existing.find((option) => option.slug === slug && !ids.has(option.id))?.id ?? newId();
    if (ids.has(id)) problems.push({ field: `${field}.id`, message: 'repeats an option id', code: 'duplicate' });
    ids.add(id);
    return { id, position: input.position ?? index, name: input.name, slug: slug ?? '' };
  });
};

/**
 * Turns the given customizations into stored ones, keeping the id and created_at of those that
 * already exist (matched by id when given, else by name), and reports what is wrong with the list:
 * repeated names, select options on a non-select field or a select without options, unknown ids.
 * `owner` names what holds them in messages ("profile", "product type").
 */
export const buildCustomizations = (
  inputs: readonly CustomizationInput[],
  existing: readonly Customization[],
  now: string,
  owner = 'profile',
): { customizations: Customization[]; problems: FieldError[] } => {
  const problems: FieldError[] = [];
  const names = new Set<string>();
  const ids = new Set<string>();
  const customizations = inputs.map((input, index) => {
    const at = `customizations.${index}`;
    if (names.has(input.name))
      problems.push({
        field: `${at}.name`,
        message: `repeats the customization name ${input.name}`,
        code: 'duplicate',
      });
    names.add(input.name);

    let previous: Customization | undefined;
    if (input.id !== undefined) {
      previous = existing.find((c) => c.id === input.id);
      if (!previous)
        problems.push({
          field: `${at}.id`,
          message: `is not a customization of this ${owner}`,
          code: 'unknown_customization',
        });
    } else {
      previous = existing.find((c) => c.name === input.name && !ids.has(c.id));
    }
    const id = previous?.id ?? input.id ?? newId();
    if (ids.has(id)) problems.push({ field: `${at}.id`, message: 'repeats a customization id', code: 'duplicate' });
    ids.add(id);

    // number, email and url have value rules for customers and products only (lib/custom-fields); a checkout profile's values follow channel entries' rules.
    if (owner === 'profile' && (input.type === 'number' || input.type === 'email' || input.type === 'url')) {
      problems.push({
        field: `${at}.type`,
        message: `${input.type} is a custom field type of customers and products only`,
        code: 'not_supported',
      });
    }

    let options: SelectOption[] | undefined;
    if (input.type === 'select') {
      if (!input.select_options?.length) {
        problems.push({
          field: `${at}.select_options`,
          message: 'a select needs at least one option',
          code: 'missing',
        });
      }
      options = buildOptions(
        input.select_options ?? [],
        previous?.select_options ?? [],
        `${at}.select_options`,
        problems,
      );
    } else if (input.select_options !== undefined) {
      problems.push({
        field: `${at}.select_options`,
        message: `are only allowed on a select, not on a ${input.type}`,
        code: 'not_allowed',
      });
    }

    const { id: _id, select_options: _options, ...fields } = input;
    const customization: Customization = definedOnly({
      ...fields,
      id,
      label: input.label ?? input.name,
      select_options: options,
      created_at: previous?.created_at ?? now,
      updated_at: now,
    });
    return previous && sameContent(previous, customization)
      ? { ...customization, updated_at: previous.updated_at }
      : customization;
  });
  return { customizations, problems };
};

/** Public shape of a customization: every field present, null when unset; select options by position. */
export const presentCustomization = (c: Customization) => ({
  id: c.id,
  name: c.name,
  label: c.label,
  hint: c.hint ?? null,
  type: c.type,
  required: c.required,
  required_expression: c.required_expression ?? null,
  immutable: c.immutable,
  localized: c.localized,
  unique: c.unique,
  encrypted: c.encrypted,
  auto_expand: c.auto_expand,
  select_options: c.select_options ? [...c.select_options].sort((a, b) => a.position - b.position) : null,
  private_storage: c.private_storage,
  text_formatting: c.text_formatting ?? null,
  reference: c.reference ?? null,
  geo_type: c.geo_type ?? null,
  calculated_expression: c.calculated_expression ?? null,
  calculation_type: c.calculation_type ?? null,
  created_at: c.created_at,
  updated_at: c.updated_at,
});

/** A custom field definition as shown; unset optional values are null. */
export const customizationSchema = z.object({
  id: responseIdSchema,
  name: z.string(),
  label: z.string(),
  hint: z.nullable(z.string()),
  type: z.enum(CUSTOMIZATION_TYPES),
  required: z.boolean(),
  required_expression: z.nullable(z.string()),
  immutable: z.boolean(),
  localized: z.boolean(),
  unique: z.boolean(),
  encrypted: z.boolean(),
  auto_expand: z.boolean(),
  select_options: z
    .nullable(
      z.array(
        z.object({ id: responseIdSchema, position: z.number().check(z.int()), name: z.string(), slug: z.string() }),
      ),
    )
    .check(z.meta({ description: 'Options of a select field, by position; null for other types' })),
  private_storage: z.boolean(),
  text_formatting: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  geo_type: z.nullable(z.string()),
  calculated_expression: z.nullable(z.string()),
  calculation_type: z.nullable(z.string()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
