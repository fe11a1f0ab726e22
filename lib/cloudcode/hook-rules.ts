/**
 * What a write takes back from its before-hook, and how its items record the depth of cloud code's
 * writes (issue 22). Pure: every write path that may run hooks loads it.
 */

/** The attribute a write's items carry its depth under (absent at depth 0); never part of a record or an event. */
export const DEPTH_ATTRIBUTE = 'cloud_code_depth';

/**
 * The fields a before-hook changed: of the `editable` ones, those whose value in what the hook
 * left (`after`) differs from what it was shown (`before`). A field the hook removed is not a
 * change (as a field a PUT leaves out: set it to `null` to clear it), and an unchanged one is not
 * taken back, so what the API showed it (a `null`, a default) is never validated as the client's.
 */
export const hookChanges = (before: Readonly<Record<string, unknown>>, after: unknown, editable: readonly string[]): Record<string, unknown> => {
  if (after === null || typeof after !== 'object' || Array.isArray(after)) return {};
  const left = after as Record<string, unknown>;
  return Object.fromEntries(editable
    .filter((key) => Object.hasOwn(left, key) && left[key] !== undefined && JSON.stringify(left[key]) !== JSON.stringify(before[key]))
    .map((key) => [key, left[key]]));
};

/** The attributes a Put of a resource adds for its write's depth: none at depth 0. */
export const depthAttributes = (depth: number): Readonly<Record<string, number>> => (depth > 0 ? { [DEPTH_ATTRIBUTE]: depth } : {});

/** The clauses of an UpdateItem expression, each a list of its actions (`'version :one'` under `add`). */
export interface UpdateClauses {
  readonly set?: readonly string[];
  readonly add?: readonly string[];
  readonly remove?: readonly string[];
}

/**
 * An UpdateItem's expression and values for a resource cloud code may watch, with the write's depth
 * recorded: set by cloud code's writes, removed by any other, so a later change never inherits the
 * depth of an earlier one (an after-hook of a client's change always runs, and the stock or coupon
 * a hook's checkout takes carries the hook's depth, so hooks cannot feed each other forever).
 */
export const updateWithDepth = (clauses: UpdateClauses, depth: number, values: Readonly<Record<string, unknown>> = {}) => {
  const set = [...clauses.set ?? [], ...(depth > 0 ? [`${DEPTH_ATTRIBUTE} = :cloudCodeDepth`] : [])];
  const remove = [...clauses.remove ?? [], ...(depth > 0 ? [] : [DEPTH_ATTRIBUTE])];
  const expression = [
    set.length ? `SET ${set.join(', ')}` : '',
    clauses.add?.length ? `ADD ${clauses.add.join(', ')}` : '',
    remove.length ? `REMOVE ${remove.join(', ')}` : '',
  ].filter(Boolean).join(' ');
  const all = { ...values, ...(depth > 0 && { ':cloudCodeDepth': depth }) };
  return { UpdateExpression: expression, ...(Object.keys(all).length && { ExpressionAttributeValues: all }) };
};
