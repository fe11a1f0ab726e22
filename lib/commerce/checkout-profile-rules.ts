import { newId } from '../db/keys.js';
import type { FieldError } from '../http/errors.js';
import type { CustomizationInput, SelectOptionInput } from './checkout-profile-schemas.js';
import type { CustomizationType } from './customization-types.js';
import { slugify } from './slug.js';

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
  const strip = ({ created_at: _c, updated_at: _u, ...rest }: Customization) => JSON.stringify(rest, Object.keys(rest).sort());
  return strip(a) === strip(b);
};

const buildOptions = (
  inputs: readonly SelectOptionInput[], existing: readonly SelectOption[], at: string, problems: FieldError[],
): SelectOption[] => {
  const slugs = new Set<string>();
  const ids = new Set<string>();
  return inputs.map((input, index) => {
    const field = `${at}.${index}`;
    const slug = input.slug ?? slugify(input.name);
    if (slug === undefined) problems.push({ field: `${field}.slug`, message: 'cannot be derived from the name; send a slug', code: 'missing' });
    else if (slugs.has(slug)) problems.push({ field: `${field}.slug`, message: `repeats the option slug ${slug}`, code: 'duplicate' });
    if (slug !== undefined) slugs.add(slug);
    let id = input.id;
    if (id !== undefined && !existing.some((option) => option.id === id)) {
      problems.push({ field: `${field}.id`, message: 'is not an option of this customization', code: 'unknown_option' });
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
 */
export const buildCustomizations = (
  inputs: readonly CustomizationInput[], existing: readonly Customization[], now: string,
): { customizations: Customization[]; problems: FieldError[] } => {
  const problems: FieldError[] = [];
  const names = new Set<string>();
  const ids = new Set<string>();
  const customizations = inputs.map((input, index) => {
    const at = `customizations.${index}`;
    if (names.has(input.name)) problems.push({ field: `${at}.name`, message: `repeats the customization name ${input.name}`, code: 'duplicate' });
    names.add(input.name);

    let previous: Customization | undefined;
    if (input.id !== undefined) {
      previous = existing.find((c) => c.id === input.id);
      if (!previous) problems.push({ field: `${at}.id`, message: 'is not a customization of this profile', code: 'unknown_customization' });
    } else {
      previous = existing.find((c) => c.name === input.name && !ids.has(c.id));
    }
    const id = previous?.id ?? input.id ?? newId();
    if (ids.has(id)) problems.push({ field: `${at}.id`, message: 'repeats a customization id', code: 'duplicate' });
    ids.add(id);

    let options: SelectOption[] | undefined;
    if (input.type === 'select') {
      if (!input.select_options?.length) {
        problems.push({ field: `${at}.select_options`, message: 'a select needs at least one option', code: 'missing' });
      }
      options = buildOptions(input.select_options ?? [], previous?.select_options ?? [], `${at}.select_options`, problems);
    } else if (input.select_options !== undefined) {
      problems.push({ field: `${at}.select_options`, message: `are only allowed on a select, not on a ${input.type}`, code: 'not_allowed' });
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
    return previous && sameContent(previous, customization) ? { ...customization, updated_at: previous.updated_at } : customization;
  });
  return { customizations, problems };
};

/** Each private field must name one of the profile's customizations. */
export const privateFieldProblems = (privateFields: readonly string[], customizations: readonly Customization[]): FieldError[] => {
  const names = new Set(customizations.map((c) => c.name));
  return privateFields.flatMap((name, index) => names.has(name) ? [] : [{
    field: `private_fields.${index}`, message: `names no customization of this profile (${name})`, code: 'unknown_customization',
  }]);
};
