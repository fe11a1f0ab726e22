/**
 * How a write's items record its depth: a write made by cloud code (or by anything else a write
 * can trigger) carries how deep it is, so what it triggers in turn can stop before it feeds itself
 * forever. Pure and neutral: domains record the depth their caller hands them, and whatever runs
 * hooks (cloud code) reads it back; neither knows the other.
 */

/** The attribute a write's items carry its depth under (absent at depth 0); never part of a record or an event. */
export const DEPTH_ATTRIBUTE = 'cloud_code_depth';

/** The attributes a Put of a resource adds for its write's depth: none at depth 0. */
export const depthAttributes = (depth: number): Readonly<Record<string, number>> =>
  depth > 0 ? { [DEPTH_ATTRIBUTE]: depth } : {};

/** The clauses of an UpdateItem expression, each a list of its actions (`'version :one'` under `add`). */
export interface UpdateClauses {
  readonly set?: readonly string[];
  readonly add?: readonly string[];
  readonly remove?: readonly string[];
}

/**
 * An UpdateItem's expression and values for a resource hooks may watch, with the write's depth
 * recorded: set by cloud code's writes, removed by any other, so a later change never inherits the
 * depth of an earlier one (an after-hook of a client's change always runs, and the stock or coupon
 * a hook's checkout takes carries the hook's depth, so hooks cannot feed each other forever).
 */
export const updateWithDepth = (
  clauses: UpdateClauses,
  depth: number,
  values: Readonly<Record<string, unknown>> = {},
) => {
  const set = [...(clauses.set ?? []), ...(depth > 0 ? [`${DEPTH_ATTRIBUTE} = :cloudCodeDepth`] : [])];
  const remove = [...(clauses.remove ?? []), ...(depth > 0 ? [] : [DEPTH_ATTRIBUTE])];
  const expression = [
    set.length ? `SET ${set.join(', ')}` : '',
    clauses.add?.length ? `ADD ${clauses.add.join(', ')}` : '',
    remove.length ? `REMOVE ${remove.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const all = { ...values, ...(depth > 0 && { ':cloudCodeDepth': depth }) };
  return { UpdateExpression: expression, ...(Object.keys(all).length && { ExpressionAttributeValues: all }) };
};
