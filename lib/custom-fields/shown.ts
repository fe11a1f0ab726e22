import type { Customization } from '../commerce/customizations.js';
import { visibleFields } from './custom-field-rules.js';
import { openFields } from './values.js';
import { withoutSealed } from './sealed.js';
import type { CustomFieldKind } from './keys.js';

/** A record carrying custom fields: a customer or a product. */
interface WithFields {
  readonly id: string;
  readonly custom_fields: Readonly<Record<string, unknown>>;
}

/** The record with its encrypted values opened, for readers holding the scope (CPU only once the sealing key is loaded). */
export const withOpenFields = async <T extends WithFields>(
  siteId: string,
  kind: CustomFieldKind,
  record: T,
): Promise<T> => ({ ...record, custom_fields: await openFields(siteId, kind, record.id, record.custom_fields) });

/**
 * The customer as its own session sees it: no private field, and no encrypted one (those are shown
 * only to tokens holding read_customers).
 */
export const asSeenBySelf = <T extends WithFields>(definitions: readonly Customization[], record: T): T => ({
  ...record,
  custom_fields: visibleFields(definitions, withoutSealed(record.custom_fields), true),
});
