/**
 * Attributes that place an item in the table or its indexes, and bookkeeping about its last write
 * (`cloud_code_depth`: how deep in cloud code that write was, for the after-hooks it runs); never
 * part of what it records.
 */
const STORAGE_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'ttl', 'cloud_code_depth'] as const;

/**
 * The record an item stores: the item without its key, index, TTL and write-depth attributes, and without the
 * `omit` attributes (secrets a record type never carries, such as a password hash). The one
 * item → record conversion of the code base: `const toCollection = recordOf<Collection>();`.
 */
export const toRecord = <T>(item: Readonly<Record<string, unknown>>, omit: readonly string[] = []): T => {
  const record: Record<string, unknown> = { ...item };
  for (const name of STORAGE_ATTRIBUTES) delete record[name];
  for (const name of omit) delete record[name];
  return record as T;
};

/** A converter from stored items to records of type T (see toRecord). */
export const recordOf =
  <T>(omit: readonly string[] = []) =>
  (item: Readonly<Record<string, unknown>>): T =>
    toRecord<T>(item, omit);
