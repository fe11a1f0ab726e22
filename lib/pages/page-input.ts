import type { NewPage } from './pages.js';
import type { PageDoc } from './stored-page.js';
import type { CreatePage, EditableInput, PatchPage, RepeatableInput } from './schemas.js';
import { slugify } from '../db/slug.js';
import { RESERVED_SLUGS } from './slug-pattern.js';

interface Repeatable {
  id: string;
  slug: string;
  position: number;
  items: Record<string, Editable>;
}
type Editable = Record<string, string | Repeatable[]>;

/**
 * Editables as stored: every repeatable has an id (`newId` for new ones), a slug and its position
 * in its array (the array order decides; a given `position` is ignored).
 */
export const normalizeEditables = (
  items: Record<string, EditableInput>,
  newId: () => string,
): Record<string, Editable> =>
  Object.fromEntries(Object.entries(items).map(([name, editable]) => [name, normalizeEditable(editable, newId)]));

const normalizeEditable = (editable: EditableInput, newId: () => string): Editable => {
  const out: Editable = {};
  for (const [field, value] of Object.entries(editable)) {
    if (field === 'repeatables') {
      if (value !== undefined)
        out.repeatables = (value as RepeatableInput[]).map((r, position) => normalizeRepeatable(r, position, newId));
    } else {
      out[field] = value as string;
    }
  }
  return out;
};

const normalizeRepeatable = (repeatable: RepeatableInput, position: number, newId: () => string): Repeatable => ({
  id: repeatable.id ?? newId(),
  slug: repeatable.slug ?? '',
  position,
  items: normalizeEditables(repeatable.items ?? {}, newId),
});

/** A page's slug when the client gives none: from the title, else a neutral one. */
export const defaultSlug = (title: string): string => {
  const slug = slugify(title) || 'page';
  // A title such as "Count" must not give a reserved slug (slug-pattern.ts): it takes a suffix.
  return RESERVED_SLUGS.includes(slug) ? `${slug}-page` : slug;
};

/** The fields of a new page from a POST body, with the defaults of every field a page always has. */
export const newPageFields = (input: CreatePage, newId: () => string): NewPage => {
  const { title, slug, parent, published, homepage, position, locales, items, translations, ...rest } = input;
  return {
    title,
    slug: slug ?? defaultSlug(title),
    parent: parent ?? null,
    published: published ?? false,
    homepage: homepage ?? false,
    position: position ?? 0,
    locales: locales ?? [],
    ...rest,
    items: normalizeEditables(items ?? {}, newId),
    translations: translations ?? {},
  };
};

/**
 * A PATCH merged into a page: each given top-level field replaces the stored one, `null` removes
 * an optional field. Derived and assigned fields are the caller's (the schema refuses them).
 */
export const mergePatch = (doc: PageDoc, patch: PatchPage, newId: () => string): PageDoc => {
  const next: Record<string, unknown> = { ...doc };
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null && field !== 'parent') delete next[field];
    else next[field] = field === 'items' ? normalizeEditables(value as Record<string, EditableInput>, newId) : value;
  }
  return next as PageDoc;
};
