/** Applies a partial update: given fields replace stored ones, `null` clears an optional field. */
export const mergeFields = <T extends object>(current: T, patch: Record<string, unknown>): T => {
  const merged: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete merged[name];
    else merged[name] = value;
  }
  return merged as T;
};

/** Drops `undefined` and `null` values, so a new resource stores only what it has. */
export const definedFields = <T extends object>(input: T): T =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null)) as T;
