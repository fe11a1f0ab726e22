import { createHash } from 'node:crypto';
import type { Customization } from '../commerce/customizations.js';
import { TABLE_NAME } from '../db/client.js';
import { labelled, type TransactionItem, type TransactionRefused } from '../db/transaction.js';
import { unprocessable, type ApiError, type FieldError } from '../http/errors.js';
import { open, seal } from '../push/sealing.js';
import { checkCustomFields, uniqueValues, type FieldValues } from './custom-field-rules.js';
import { customFieldKeys, type CustomFieldKind } from './keys.js';

/**
 * Custom field values as stored: an encrypted field's value is sealed (lib/push/sealing.ts, bound
 * to the site, the kind, the record and the field) and kept as `{"$sealed": "v1.…"}`; a record's
 * unique values are claimed by items of their own, whose hashes the record keeps (`custom_claims`)
 * so that a later write or the delete releases them without reading the definitions.
 */

const SEALED = '$sealed';

const isSealed = (value: unknown): value is { readonly $sealed: string } =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[SEALED] === 'string';

const sealingContext = (siteId: string, kind: CustomFieldKind, recordId: string, field: string) => `${siteId}:${kind}:${recordId}:${field}`;

/** The values as a presenter shows them without opening anything: sealed values left out, never their ciphertext. */
export const withoutSealed = (stored: FieldValues | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(stored ?? {}).filter(([, value]) => !isSealed(value)));

/** Every sealed value opened (CPU only once the sealing key is loaded: one GetItem per process locally). */
export const openFields = async (siteId: string, kind: CustomFieldKind, recordId: string, stored: FieldValues | undefined): Promise<Record<string, unknown>> =>
  Object.fromEntries(await Promise.all(Object.entries(stored ?? {}).map(async ([name, value]) =>
    [name, isSealed(value) ? JSON.parse(await open(value[SEALED], sealingContext(siteId, kind, recordId, name))) : value] as const)));

/** The values to store: those of encrypted fields sealed. */
const sealFields = async (siteId: string, kind: CustomFieldKind, recordId: string, definitions: readonly Customization[], values: FieldValues): Promise<Record<string, unknown>> => {
  const encrypted = new Set(definitions.filter((field) => field.encrypted).map((field) => field.name));
  return Object.fromEntries(await Promise.all(Object.entries(values).map(async ([name, value]) =>
    [name, encrypted.has(name) ? { [SEALED]: await seal(JSON.stringify(value), sealingContext(siteId, kind, recordId, name)) } : value] as const)));
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
  siteId: string, kind: CustomFieldKind, recordId: string, definitions: readonly Customization[],
  input: FieldValues | undefined, stored: FieldValues | undefined, extra: readonly FieldError[] = [],
): Promise<PreparedFields> => {
  const previous = stored === undefined ? undefined : await openFields(siteId, kind, recordId, stored);
  const { values, errors } = checkCustomFields(definitions, input, previous);
  if (errors.length || extra.length) throw unprocessable([...extra, ...errors]);
  const claims = Object.fromEntries([...uniqueValues(definitions, values)].map(([name, value]) => [name, hashOf(value)]));
  return { custom_fields: await sealFields(siteId, kind, recordId, definitions, values), custom_claims: claims };
};

/**
 * The claim items of a write, from the record's claims before (none on a create) to after (none on
 * a delete): a new value is claimed (label `unique:<field>`, refused when another record holds it),
 * a value no longer held is released. Unchanged values cost nothing.
 */
export const uniqueClaimItems = (
  siteId: string, kind: CustomFieldKind, recordId: string, before: Readonly<Record<string, string>> | undefined, after: Readonly<Record<string, string>> | undefined,
): TransactionItem[] => {
  const items: TransactionItem[] = [];
  for (const [field, hash] of Object.entries(after ?? {})) {
    if (before?.[field] === hash) continue;
    items.push(labelled(`unique:${field}`, {
      Put: { TableName: TABLE_NAME, Item: { ...customFieldKeys.unique(siteId, kind, field, hash), owner_id: recordId }, ConditionExpression: 'attribute_not_exists(pk)' },
    }));
  }
  for (const [field, hash] of Object.entries(before ?? {})) {
    if (after?.[field] === hash) continue;
    items.push(labelled(`unique-release:${field}`, {
      Delete: {
        TableName: TABLE_NAME, Key: customFieldKeys.unique(siteId, kind, field, hash),
        ConditionExpression: 'attribute_not_exists(pk) OR owner_id = :owner', ExpressionAttributeValues: { ':owner': recordId },
      },
    }));
  }
  return items;
};

/** The 422 of a write refused because another record holds one of its unique values (code `taken`, as channel entries answer), else undefined. */
export const takenValues = (error: TransactionRefused): ApiError | undefined => {
  const taken = error.failed.filter((label) => label.startsWith('unique:')).map((label) => label.slice('unique:'.length));
  return taken.length
    ? unprocessable(taken.map((field) => ({ field: `custom_fields.${field}`, message: `${field} must be unique; another record has this value`, code: 'taken' })))
    : undefined;
};
