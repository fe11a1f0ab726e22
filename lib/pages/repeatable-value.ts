import { invalidValue } from './batch-error.js';
import { OBJECT_ID, type Editable, type Repeatable } from './page-document.js';

/** Repeatables nested deeper than this in one inserted value are refused, so validation can't exhaust the stack. */
const MAX_NESTING = 16;

/** Marks an id the engine still has to assign; never a valid given id (those are 24 hex characters). */
const UNASSIGNED = '';

const REPEATABLE_MEMBERS: ReadonlySet<string> = new Set(['id', 'slug', 'position', 'items']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isMemberName = (name: string): boolean => name !== '' && name !== '__proto__';

const readEditables = (value: unknown, where: string, depth: number): Record<string, Editable> => {
  if (!isRecord(value)) throw invalidValue(`${where} must be an object of editables`);
  const items: Record<string, Editable> = {};
  for (const [name, editable] of Object.entries(value)) {
    if (!isMemberName(name)) throw invalidValue(`${where} has an editable with an invalid name`);
    items[name] = readEditable(editable, `${where}.${name}`, depth);
  }
  return items;
};

const readEditable = (value: unknown, where: string, depth: number): Editable => {
  if (!isRecord(value)) throw invalidValue(`${where} must be an object`);
  const editable: Editable = {};
  for (const [name, member] of Object.entries(value)) {
    if (name === 'repeatables') {
      editable.repeatables = readRepeatables(member, `${where}.repeatables`, depth + 1);
    } else if (!isMemberName(name)) {
      throw invalidValue(`${where} has a field with an invalid name`);
    } else if (typeof member !== 'string') {
      throw invalidValue(`${where}.${name} must be a string`);
    } else {
      editable[name] = member;
    }
  }
  return editable;
};

const readRepeatables = (value: unknown, where: string, depth: number): Repeatable[] => {
  if (depth > MAX_NESTING) throw invalidValue(`${where} nests repeatables more than ${MAX_NESTING} deep`);
  if (!Array.isArray(value)) throw invalidValue(`${where} must be an array of repeatables`);
  const seen = new Set<string>();
  return value.map((element, position) => {
    const repeatable = readRepeatable(element, `${where}[${position}]`, depth);
    if (repeatable.id !== UNASSIGNED) {
      if (seen.has(repeatable.id)) throw invalidValue(`${where} has the id ${repeatable.id} twice`);
      seen.add(repeatable.id);
    }
    repeatable.position = position;
    return repeatable;
  });
};

const readRepeatable = (value: unknown, where: string, depth: number): Repeatable => {
  if (!isRecord(value)) throw invalidValue(`${where} must be a JSON object`);
  for (const name of Object.keys(value)) {
    if (!REPEATABLE_MEMBERS.has(name)) throw invalidValue(`${where} has an unknown member "${name}"`);
  }
  const { id, slug, position, items } = value;
  if (id !== undefined && (typeof id !== 'string' || !OBJECT_ID.test(id))) {
    throw invalidValue(`${where}.id must be a 24-character lowercase hex id`);
  }
  if (slug !== undefined && typeof slug !== 'string') throw invalidValue(`${where}.slug must be a string`);
  // Accepted for round-tripping a stored repeatable, then replaced by the array order.
  if (position !== undefined && !Number.isInteger(position)) throw invalidValue(`${where}.position must be an integer`);
  return {
    id: id ?? UNASSIGNED,
    slug: slug ?? '',
    position: 0,
    items: items === undefined ? {} : readEditables(items, `${where}.items`, depth),
  };
};

/**
 * Reads the JSON text of a repeatable to insert. Throws `invalid_value` for invalid JSON or a wrong
 * shape. Ids that the text leaves out are assigned later by {@link assignMissingIds}.
 * Members: `id` (24 hex), `slug` (string, default ""), `position` (ignored), `items` (editables,
 * which may nest `repeatables`).
 */
export const parseRepeatableValue = (text: string): Repeatable => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidValue('value must be the JSON text of a repeatable object');
  }
  return readRepeatable(parsed, 'value', 0);
};

/** Gives `repeatable` and every repeatable nested in it an id from `newId` where it has none. */
export const assignMissingIds = (repeatable: Repeatable, newId: () => string): void => {
  if (repeatable.id === UNASSIGNED) repeatable.id = newId();
  for (const editable of Object.values(repeatable.items)) {
    for (const nested of editable.repeatables ?? []) assignMissingIds(nested, newId);
  }
};
