import { isDeepStrictEqual } from 'node:util';
import { isStoredFile } from '../uploads/file-objects.js';
import { conflict, invalidPath, invalidValue, notFound, readOnly } from './batch-error.js';
import { parseFieldValue, type PageDocument, type Repeatable } from './page-document.js';
import { resolvePageTarget, type PagePath, type PageTarget } from './page-path.js';
import { assignMissingIds, parseRepeatableValue } from './repeatable-value.js';

/** What an operation that succeeded did. */
export interface OperationOutcome {
  /** False when the operation was a no-op (then `warning` says why). */
  readonly changed: boolean;
  readonly warning?: 'unchanged';
  /** The id of an inserted repeatable. */
  readonly id?: string;
}

const CHANGED: OperationOutcome = { changed: true };
const UNCHANGED: OperationOutcome = { changed: false, warning: 'unchanged' };

// Every operation below runs all of its checks before its first write, so a failing
// operation leaves the document exactly as it found it.

const lastToken = (path: PagePath): string => path.tokens[path.tokens.length - 1] as string;

const readAfter = (after: unknown): string | undefined => {
  if (after === undefined) return undefined;
  if (typeof after !== 'string') throw invalidValue('after must be a string');
  return after;
};

/** The key an array element is addressed by: a locale is its own key, a repeatable its id. */
const keyOf = (element: unknown): unknown =>
  typeof element === 'string' ? element : (element as Partial<Repeatable> | null)?.id;

const renumber = (repeatables: unknown[]): void => {
  for (const [position, repeatable] of repeatables.entries()) (repeatable as Repeatable).position = position;
};

/** Where a new element goes: `after` omitted → last, `""` → first, else right behind that element. */
const insertionIndex = (array: readonly unknown[], after: string | undefined, pointer: string): number => {
  if (after === undefined) return array.length;
  if (after === '') return 0;
  const index = array.findIndex((element) => keyOf(element) === after);
  if (index < 0) throw notFound(`${pointer} has no element "${after}" to insert after`);
  return index + 1;
};

/** `set`: writes one scalar field, creating missing editables and translations on the way. */
export const setOperation = (document: PageDocument, path: PagePath, value: unknown): OperationOutcome => {
  const { leaf, pointer } = path;
  // An upload's file object replaces the og_image as a whole (resolved from {"upload_id"} by the caller).
  if (pointer === '/og_image' && isStoredFile(value)) {
    if (isDeepStrictEqual(document.og_image, value)) return UNCHANGED;
    (document as Record<string, unknown>).og_image = value;
    return CHANGED;
  }
  if (leaf.shape !== 'field') {
    throw invalidPath(
      `${pointer} is not a field: set changes one field; use insert, move or delete for arrays and objects`,
    );
  }
  if (leaf.spec.readOnly) throw readOnly(`${pointer} is read-only`);
  if (typeof value !== 'string') throw invalidValue('set needs a string value');
  const parsed = parseFieldValue(leaf.spec.type, value);
  if (!parsed.ok) throw invalidValue(`${pointer} ${parsed.message}`);
  const target = resolvePageTarget(document, path);
  if (leaf.spec.type === 'parent' && parsed.value === document.id) throw invalidValue("A page can't be its own parent");
  if (target.current === parsed.value) return UNCHANGED;
  (target.ensureHolder() as Record<string, unknown>)[lastToken(path)] = parsed.value;
  return CHANGED;
};

const readArray = (target: PageTarget, pointer: string): unknown[] => {
  if (target.current === undefined) return [];
  if (!Array.isArray(target.current)) throw invalidPath(`${pointer} is not an array`);
  return target.current;
};

/** `insert`: adds a locale to `/locales` or a repeatable (JSON text) to an editable's `repeatables`. */
export const insertOperation = (
  document: PageDocument,
  path: PagePath,
  value: unknown,
  after: unknown,
  newId: () => string,
): OperationOutcome => {
  const { leaf, pointer } = path;
  if (leaf.shape !== 'container' || (leaf.kind !== 'locales' && leaf.kind !== 'repeatables')) {
    throw invalidPath(`${pointer} is not an array: insert works on /locales and on an editable's repeatables`);
  }
  if (typeof value !== 'string') throw invalidValue('insert needs a string value');
  const afterKey = readAfter(after);
  if (leaf.kind === 'locales' && value === '') throw invalidValue('a locale must not be empty');
  const element: string | Repeatable = leaf.kind === 'locales' ? value : parseRepeatableValue(value);

  const target = resolvePageTarget(document, path);
  const array = readArray(target, pointer);
  const index = insertionIndex(array, afterKey, pointer);
  if (typeof element !== 'string') assignMissingIds(element, newId);
  const key = keyOf(element);
  if (array.some((existing) => keyOf(existing) === key)) throw conflict(`${pointer} already has "${String(key)}"`);

  let live = array;
  if (target.current === undefined) {
    live = [];
    (target.ensureHolder() as Record<string, unknown>)[lastToken(path)] = live;
  }
  live.splice(index, 0, element);
  if (typeof element === 'string') return CHANGED;
  renumber(live);
  return { changed: true, id: element.id };
};

/** `move`: puts an array element right behind another (`after`), first (`""`) or last (omitted). */
export const moveOperation = (document: PageDocument, path: PagePath, after: unknown): OperationOutcome => {
  const { pointer } = path;
  if (!path.isElement) {
    throw invalidPath(`${pointer} is not an array element: move works on /locales/<locale> and …/repeatables/<id>`);
  }
  const afterKey = readAfter(after);
  const target = resolvePageTarget(document, path);
  if (target.index < 0) throw notFound(`${pointer} does not exist`);
  if (afterKey === lastToken(path)) return UNCHANGED;
  const array = target.holder as unknown[];
  const from = target.index;
  let to: number;
  if (afterKey === undefined) to = array.length - 1;
  else if (afterKey === '') to = 0;
  else {
    const anchor = array.findIndex((element) => keyOf(element) === afterKey);
    if (anchor < 0) throw notFound(`${pointer}: there is no element "${afterKey}" to move after`);
    // Indexes after `from` shift down by one once the element is taken out.
    to = anchor < from ? anchor + 1 : anchor;
  }
  if (to === from) return UNCHANGED;
  const [element] = array.splice(from, 1);
  array.splice(to, 0, element);
  if (path.holderKind === 'repeatables') renumber(array);
  return CHANGED;
};

/** `delete`: removes a member or an array element; required and read-only fields can't go. */
export const deleteOperation = (document: PageDocument, path: PagePath): OperationOutcome => {
  const { leaf, pointer } = path;
  if (leaf.shape === 'field' && leaf.spec.readOnly) throw readOnly(`${pointer} is read-only`);
  if ((leaf.shape === 'field' && leaf.spec.required) || (leaf.shape === 'container' && leaf.required)) {
    throw readOnly(`${pointer} is required and can't be deleted`);
  }
  const target = resolvePageTarget(document, path);
  if (target.current === undefined) throw notFound(`${pointer} does not exist`);
  if (path.isElement) {
    const array = target.holder as unknown[];
    array.splice(target.index, 1);
    if (path.holderKind === 'repeatables') renumber(array);
  } else {
    delete (target.holder as Record<string, unknown>)[lastToken(path)];
  }
  return CHANGED;
};
