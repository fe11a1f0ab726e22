import { createHash } from 'node:crypto';
import type { Customization } from '../commerce/customizations.js';
import { unprocessable, type FieldError } from '../http/errors.js';
import { open, seal } from '../push/sealing.js';
import { checkCustomFields, uniqueValues, type FieldValues } from './custom-field-rules.js';
import type { CustomFieldKind } from './keys.js';
import { isSealed, SEALED } from './sealed.js';

/**
 * Custom field values as stored: an encrypted field's value is sealed (lib/push/sealing.ts, bound
 * to the site, the kind, the record and the field) and kept as `{"$sealed": "v1.…"}`; a record's
 * unique values are claimed by items of their own, whose hashes the record keeps (`custom_claims`)
 * so that a later write or the delete releases them without reading the definitions.
 */

const sealingContext = (siteId: string, kind: CustomFieldKind, recordId: string, field: string) =>
  `${siteId}:${kind}:${recordId}:${field}`;

/** Every sealed value opened (CPU only once the sealing key is loaded: one GetItem per process locally). */
export const openFields = async (
  siteId: string,
  kind: CustomFieldKind,
  recordId: string,
  stored: FieldValues | undefined,
): Promise<Record<string, unknown>> =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(stored ?? {}).map(
        async ([name, value]) =>
          [
            name,
            isSealed(value)
              ? JSON.parse(await open(value[SEALED], sealingContext(siteId, kind, recordId, name)))
              : value,
          ] as const,
      ),
    ),
  );

/** The values to store: those of encrypted fields sealed. */
const sealFields = async (
  siteId: string,
  kind: CustomFieldKind,
  recordId: string,
  definitions: readonly Customization[],
  values: FieldValues,
): Promise<Record<string, unknown>> => {
  const encrypted = new Set(definitions.filter((field) => field.encrypted).map((field) => field.name));
  return Object.fromEntries(
    await Promise.all(
      Object.entries(values).map(
        async ([name, value]) =>
          [
            name,
            encrypted.has(name)
              ? { [SEALED]: await seal(JSON.stringify(value), sealingContext(siteId, kind, recordId, name)) }
              : value,
          ] as const,
      ),
    ),
  );
};

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/** What a write stores of its custom fields: the values (sealed where encrypted) and the hashes of its unique values. */
export interface PreparedFields {
  readonly custom_fields: Record<string, unknown>;
  readonly custom_claims: Record<string, string>;
}

/**
 * Checks what a write sends under `custom_fields` against the definitions, over the record's stored
 * values (opened first; undefined on a create), and prepares what to store. Throws one 422 listing
 * every field that fails (`custom_fields.<name>`, with `extra` problems of the caller), so nothing
 * is written.
 */
export const prepareCustomFields = async (
  siteId: string,
  kind: CustomFieldKind,
  recordId: string,
  definitions: readonly Customization[],
  input: FieldValues | undefined,
  stored: FieldValues | undefined,
  extra: readonly FieldError[] = [],
): Promise<PreparedFields> => {
  const previous = stored === undefined ? undefined : await openFields(siteId, kind, recordId, stored);
  const { values, errors } = checkCustomFields(definitions, input, previous);
  if (errors.length || extra.length) throw unprocessable([...extra, ...errors]);
  const claims = Object.fromEntries(
    [...uniqueValues(definitions, values)].map(([name, value]) => [name, hashOf(value)]),
  );
  return { custom_fields: await sealFields(siteId, kind, recordId, definitions, values), custom_claims: claims };
};
