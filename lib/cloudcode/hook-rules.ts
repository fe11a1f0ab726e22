/**
 * What a write takes back from its before-hook. Pure: every write path that may run hooks loads it.
 * How a write's items record its depth is neutral (lib/hooks/write-depth.ts): domains record it
 * without knowing cloud code.
 */

/**
 * The fields a before-hook changed: of the `editable` ones, those whose value in what the hook
 * left (`after`) differs from what it was shown (`before`). A field the hook removed is not a
 * change (as a field a PUT leaves out: set it to `null` to clear it), and an unchanged one is not
 * taken back, so what the API showed it (a `null`, a default) is never validated as the client's.
 */
export const hookChanges = (
  before: Readonly<Record<string, unknown>>,
  after: unknown,
  editable: readonly string[],
): Record<string, unknown> => {
  if (after === null || typeof after !== 'object' || Array.isArray(after)) return {};
  const left = after as Record<string, unknown>;
  return Object.fromEntries(
    editable
      .filter(
        (key) =>
          Object.hasOwn(left, key) &&
          left[key] !== undefined &&
          JSON.stringify(left[key]) !== JSON.stringify(before[key]),
      )
      .map((key) => [key, left[key]]),
  );
};
