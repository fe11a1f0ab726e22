import { RESERVED_SLUGS } from './slug-pattern.js';
/** One element of an editable's `repeatables`: a group of editables that can be repeated and ordered. */
export interface Repeatable {
  id: string;
  slug: string;
  /** 0-based index in its array; the batch engine renumbers it on every insert, move and delete. */
  position: number;
  items: Record<string, Editable>;
}

/** An editable region of a page: string fields (`type`, `content`, …) and optional repeatables. */
export interface Editable {
  repeatables?: Repeatable[];
  [field: string]: string | Repeatable[] | undefined;
}

/** The file object (a page's `og_image`); additional string properties are allowed. */
export interface OgImage {
  filename?: string;
  url?: string;
  content_type?: string;
  permanent_url?: string;
  permanent_relative_url?: string;
  permanent_backend_url?: string;
  version?: string;
  checksum?: string;
  size?: number;
  width?: number;
  height?: number;
  [extra: string]: string | number | undefined;
}

/** The page fields that every page has or may have. */
export interface PageFields {
  id: string;
  created_at: string;
  updated_at: string;
  title: string;
  slug: string;
  /** Parent page id; null for a root page. */
  parent: string | null;
  fullpath: string;
  depth: number;
  parent_path: string;
  url: string;
  public_url: string;
  published: boolean;
  homepage: boolean;
  template?: string;
  channel?: string;
  filter?: string;
  security_mechanism?: string;
  fixed_locale?: string;
  seo_title?: string;
  seo_description?: string;
  seo_keywords?: string;
  position: number;
  locales: string[];
  og_image?: OgImage;
  items: Record<string, Editable>;
  translations: Record<string, Record<string, string>>;
}

/**
 * A stored page as the API returns it. Additional top-level properties are strings whose names
 * match {@link PROPERTY_NAME}; TypeScript cannot express "every other key is a string" next to
 * differently typed known keys, so they are typed `unknown` here.
 */
export type PageDocument = PageFields & { [extra: string]: unknown };

/** How a scalar field's string `value` is read: see {@link parseFieldValue}. */
export type FieldType = 'string' | 'boolean' | 'integer' | 'slug' | 'parent';

/** How a scalar field is written and whether it may be changed or removed. */
export interface FieldSpec {
  readonly type: FieldType;
  /** Derived or identifying: set and delete fail with `read_only`. */
  readonly readOnly: boolean;
  /** Always present: delete fails with `read_only`. */
  readonly required: boolean;
}

const field = (type: FieldType, flags: { readOnly?: boolean; required?: boolean } = {}): FieldSpec => ({
  type,
  readOnly: flags.readOnly ?? false,
  required: (flags.required ?? false) || (flags.readOnly ?? false),
});

/** The scalar top-level fields of a page. `items`, `translations`, `locales` and `og_image` are containers. */
export const PAGE_FIELDS: ReadonlyMap<string, FieldSpec> = new Map([
  ['id', field('string', { readOnly: true })],
  ['created_at', field('string', { readOnly: true })],
  ['updated_at', field('string', { readOnly: true })],
  ['url', field('string', { readOnly: true })],
  ['fullpath', field('string', { readOnly: true })],
  ['depth', field('integer', { readOnly: true })],
  ['parent_path', field('string', { readOnly: true })],
  ['public_url', field('string', { readOnly: true })],
  ['title', field('string', { required: true })],
  ['slug', field('slug', { required: true })],
  ['parent', field('parent', { required: true })],
  ['published', field('boolean', { required: true })],
  ['homepage', field('boolean', { required: true })],
  ['position', field('integer', { required: true })],
  ['template', field('string')],
  ['channel', field('string')],
  ['filter', field('string')],
  ['security_mechanism', field('string')],
  ['fixed_locale', field('string')],
  ['seo_title', field('string')],
  ['seo_description', field('string')],
  ['seo_keywords', field('string')],
]);

/** The top-level containers; together with {@link PAGE_FIELDS} the names an additional property can't take. */
export const PAGE_CONTAINERS: ReadonlySet<string> = new Set(['items', 'translations', 'locales', 'og_image']);

/** The typed fields of an og_image; any other property is an optional string. */
export const OG_IMAGE_FIELDS: ReadonlyMap<string, FieldSpec> = new Map([
  ['size', field('integer')],
  ['width', field('integer')],
  ['height', field('integer')],
]);

/** The fields of a repeatable other than `items`. */
export const REPEATABLE_FIELDS: ReadonlyMap<string, FieldSpec> = new Map([
  ['id', field('string', { readOnly: true })],
  // Renumbered from the array order, so only `move` changes it.
  ['position', field('integer', { readOnly: true })],
  ['slug', field('string', { required: true })],
]);

/** Any other optional string field: editable and translation fields, og_image extras, page extras. */
export const STRING_FIELD: FieldSpec = field('string');

export { PROPERTY_NAME } from './property-names.js';

/** Page slug: lowercase letters, digits, `-` and `_`, 1–100 characters. */
export const SLUG = /^[a-z0-9_-]{1,100}$/;

/** A page or element id: a 24-character lowercase hex ObjectId. */
export const OBJECT_ID = /^[0-9a-f]{24}$/;

/** Non-negative decimal integer without leading zeros, small enough to stay a safe integer. */
const INTEGER = /^(0|[1-9][0-9]{0,14})$/;

/** The outcome of {@link parseFieldValue}: the value to store, or why the text is not one. */
export type ParsedValue =
  | { readonly ok: true; readonly value: string | number | boolean | null }
  | { readonly ok: false; readonly message: string };

/** Reads the string `value` of a batch `set` as the stored value of a field of type `type`. */
export const parseFieldValue = (type: FieldType, value: string): ParsedValue => {
  switch (type) {
    case 'string':
      return { ok: true, value };
    case 'boolean':
      if (value === 'true') return { ok: true, value: true };
      if (value === 'false') return { ok: true, value: false };
      return { ok: false, message: 'must be "true" or "false"' };
    case 'integer':
      return INTEGER.test(value)
        ? { ok: true, value: Number(value) }
        : { ok: false, message: 'must be a non-negative decimal integer' };
    case 'slug':
      if (RESERVED_SLUGS.includes(value)) return { ok: false, message: 'is reserved' };
      return SLUG.test(value)
        ? { ok: true, value }
        : { ok: false, message: 'must be 1 to 100 lowercase letters, digits, "-" or "_"' };
    case 'parent':
      if (value === '') return { ok: true, value: null };
      return OBJECT_ID.test(value)
        ? { ok: true, value }
        : { ok: false, message: 'must be a 24-character lowercase hex page id, or "" for a root page' };
  }
};
