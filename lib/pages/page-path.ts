import { invalidPath, notFound } from './batch-error.js';
import { formatPointer, parsePointer } from './json-pointer.js';
import {
  OG_IMAGE_FIELDS,
  PAGE_FIELDS,
  PROPERTY_NAME,
  REPEATABLE_FIELDS,
  STRING_FIELD,
  type FieldSpec,
} from './page-document.js';

/** The objects and arrays a page path walks through. */
export type ContainerKind =
  | 'page'
  | 'editables'
  | 'editable'
  | 'repeatables'
  | 'repeatable'
  | 'translations'
  | 'translation'
  | 'locales'
  | 'og_image';

/** What a path names once its last token is read. */
export type PathLeaf =
  | { readonly shape: 'field'; readonly spec: FieldSpec }
  | { readonly shape: 'container'; readonly kind: ContainerKind; readonly required: boolean }
  | { readonly shape: 'locale' };

/** How one token is looked up in its container: a member name, an element id, or a string element. */
type Lookup = 'key' | 'id' | 'value';

interface Hop {
  readonly token: string;
  readonly lookup: Lookup;
  /** Makes the member when it is missing on the way to a target; without it, missing is `not_found`. */
  readonly create?: () => Record<string, unknown> | unknown[];
}

/** A pointer checked against the page's shape, before looking at any document. */
export interface PagePath {
  readonly pointer: string;
  readonly tokens: readonly string[];
  readonly hops: readonly Hop[];
  readonly leaf: PathLeaf;
  /** The kind of the container holding the target. */
  readonly holderKind: ContainerKind;
  /** True when the target is an array element (a repeatable or a locale), not a member. */
  readonly isElement: boolean;
}

const newObject = (): Record<string, unknown> => ({});
const newArray = (): unknown[] => [];

// `__proto__` is refused so that assigning a member can never replace an object's prototype.
const isMemberName = (token: string): boolean => token !== '' && token !== '__proto__';

const fieldLeaf = (spec: FieldSpec): PathLeaf => ({ shape: 'field', spec });
const containerLeaf = (kind: ContainerKind, required: boolean): PathLeaf => ({ shape: 'container', kind, required });

interface Step {
  readonly lookup: Lookup;
  readonly leaf: PathLeaf;
  readonly create?: () => Record<string, unknown> | unknown[];
}

const pageStep = (token: string): Step | undefined => {
  const spec = PAGE_FIELDS.get(token);
  if (spec !== undefined) return { lookup: 'key', leaf: fieldLeaf(spec) };
  switch (token) {
    // The containers a page always has are re-created if a stored page lacks them.
    case 'items':
      return { lookup: 'key', leaf: containerLeaf('editables', true), create: newObject };
    case 'translations':
      return { lookup: 'key', leaf: containerLeaf('translations', true), create: newObject };
    case 'locales':
      return { lookup: 'key', leaf: containerLeaf('locales', true), create: newArray };
    case 'og_image':
      return { lookup: 'key', leaf: containerLeaf('og_image', false) };
  }
  return PROPERTY_NAME.test(token) ? { lookup: 'key', leaf: fieldLeaf(STRING_FIELD) } : undefined;
};

/** The schema of a page: what `token` names inside a container of kind `kind`. */
const step = (kind: ContainerKind, token: string): Step | undefined => {
  switch (kind) {
    case 'page':
      return pageStep(token);
    case 'editables':
      return isMemberName(token)
        ? { lookup: 'key', leaf: containerLeaf('editable', false), create: newObject }
        : undefined;
    case 'editable':
      if (token === 'repeatables')
        return { lookup: 'key', leaf: containerLeaf('repeatables', false), create: newArray };
      return isMemberName(token) ? { lookup: 'key', leaf: fieldLeaf(STRING_FIELD) } : undefined;
    case 'repeatables':
      return { lookup: 'id', leaf: containerLeaf('repeatable', false) };
    case 'repeatable': {
      const spec = REPEATABLE_FIELDS.get(token);
      if (spec !== undefined) return { lookup: 'key', leaf: fieldLeaf(spec) };
      return token === 'items'
        ? { lookup: 'key', leaf: containerLeaf('editables', true), create: newObject }
        : undefined;
    }
    case 'translations':
      return isMemberName(token)
        ? { lookup: 'key', leaf: containerLeaf('translation', false), create: newObject }
        : undefined;
    case 'translation':
      return isMemberName(token) ? { lookup: 'key', leaf: fieldLeaf(STRING_FIELD) } : undefined;
    case 'locales':
      return { lookup: 'value', leaf: { shape: 'locale' } };
    case 'og_image': {
      const spec = OG_IMAGE_FIELDS.get(token);
      if (spec !== undefined) return { lookup: 'key', leaf: fieldLeaf(spec) };
      return PROPERTY_NAME.test(token) ? { lookup: 'key', leaf: fieldLeaf(STRING_FIELD) } : undefined;
    }
  }
};

/**
 * Parses `pointer` and checks it against the shape of a page document.
 * Throws `invalid_path` when it is not a JSON Pointer, names the whole page, or leads nowhere
 * a page can have something (e.g. below a string field, or an additional property with a bad name).
 */
export const parsePagePath = (pointer: unknown): PagePath => {
  if (typeof pointer !== 'string') throw invalidPath('path must be a string');
  const tokens = parsePointer(pointer);
  if (tokens === undefined) throw invalidPath(`${pointer} is not a JSON Pointer`);
  if (tokens.length === 0) throw invalidPath('path must name a field or element of the page, not the whole page');
  const hops: Hop[] = [];
  let kind: ContainerKind = 'page';
  let holderKind: ContainerKind = 'page';
  let leaf: PathLeaf | undefined;
  for (const [i, token] of tokens.entries()) {
    if (leaf !== undefined) {
      if (leaf.shape !== 'container') {
        throw invalidPath(`${pointer}: ${formatPointer(tokens.slice(0, i))} has no members`);
      }
      kind = leaf.kind;
    }
    const next = step(kind, token);
    if (next === undefined) {
      throw invalidPath(`${pointer}: a page has no ${formatPointer(tokens.slice(0, i + 1))}`);
    }
    holderKind = kind;
    hops.push({ token, lookup: next.lookup, ...(next.create ? { create: next.create } : {}) });
    leaf = next.leaf;
  }
  const last = hops[hops.length - 1] as Hop;
  return { pointer, tokens, hops, leaf: leaf as PathLeaf, holderKind, isElement: last.lookup !== 'key' };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A path followed into one document. */
export interface PageTarget {
  /** The object or array holding the target; undefined while it is still to be auto-created. */
  readonly holder: Record<string, unknown> | unknown[] | undefined;
  /** The target's value; undefined when it does not exist. */
  readonly current: unknown;
  /** The target's index in its array (elements only); -1 when absent or not an element. */
  readonly index: number;
  /** Creates the missing objects up to the holder (under items and translations) and returns it. */
  ensureHolder(): Record<string, unknown> | unknown[];
}

/**
 * Follows `path` into `document` without changing it. Throws `not_found` when a member that can't
 * be auto-created (an og_image, a repeatable) is missing on the way; the target itself may be absent.
 */
export const resolvePageTarget = (document: object, path: PagePath): PageTarget => {
  const { hops, tokens, pointer } = path;
  const chain: unknown[] = [document];
  let index = -1;
  for (const [i, hop] of hops.entries()) {
    const parent = chain[i];
    let child: unknown;
    index = -1;
    if (parent !== undefined) {
      if (hop.lookup === 'key') {
        if (!isRecord(parent)) throw invalidPath(`${pointer}: ${formatPointer(tokens.slice(0, i))} is not an object`);
        if (Object.hasOwn(parent, hop.token)) child = parent[hop.token];
      } else {
        if (!Array.isArray(parent))
          throw invalidPath(`${pointer}: ${formatPointer(tokens.slice(0, i))} is not an array`);
        // A linear scan: arrays here are short, and any change to them is a splice of the same cost.
        index =
          hop.lookup === 'id'
            ? parent.findIndex((element) => isRecord(element) && element.id === hop.token)
            : parent.indexOf(hop.token);
        child = index >= 0 ? parent[index] : undefined;
      }
    }
    if (child === undefined && i < hops.length - 1 && hop.create === undefined) {
      throw notFound(`${formatPointer(tokens.slice(0, i + 1))} does not exist`);
    }
    chain.push(child);
  }
  const holderAt = hops.length - 1;
  return {
    holder: chain[holderAt] as PageTarget['holder'],
    current: chain[hops.length],
    index,
    ensureHolder() {
      let existing = holderAt;
      while (chain[existing] === undefined) existing--;
      for (let k = existing; k < holderAt; k++) {
        const hop = hops[k] as Hop;
        // Only hops with `create` can be missing here: resolution threw not_found for the others.
        const made = (hop.create as NonNullable<Hop['create']>)();
        (chain[k] as Record<string, unknown>)[hop.token] = made;
        chain[k + 1] = made;
      }
      return chain[holderAt] as Record<string, unknown> | unknown[];
    },
  };
};
