import { createHash } from 'node:crypto';
import type { Customization } from '../commerce/customizations.js';
import { TABLE_NAME } from '../db/client.js';
import { getRecordById, type Stored } from '../db/entity.js';
import { timestamp } from '../db/keys.js';
import { labelled, sendWrite, TransactionRefused } from '../db/transaction.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { ApiError } from '../http/errors.js';
import { customFieldKeys, type CustomFieldKind } from './keys.js';

/** A site's custom field definitions of one kind, as stored: none until first written (version 0). */
export interface FieldDefinitions {
  readonly customizations: readonly Customization[];
  readonly updated_at: string | null;
  readonly version: number;
}

const NONE: FieldDefinitions = { customizations: [], updated_at: null, version: 0 };

/** The definitions item of a site, per kind (`id` is the kind). */
export const fieldDefinitions: Stored<FieldDefinitions> = { name: 'Custom fields', key: customFieldKeys.definitions };

/** A site's definitions of one kind: one GetItem (answered from the token's read where the route prefetches it). */
export const getFieldDefinitions = async (siteId: string, kind: CustomFieldKind): Promise<FieldDefinitions> =>
  (await getRecordById(fieldDefinitions, siteId, kind)) ?? NONE;

/** The strong ETag of a site's definitions of one kind: a hash of the site, the kind and the version. */
export const definitionsEtag = (siteId: string, kind: CustomFieldKind, version: number): string =>
  `"${createHash('sha256').update(`${siteId}:${kind}:${version}`).digest('base64url').slice(0, 27)}"`;

const entityTags = (header: string) =>
  header
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** 412: If-Match does not match the definitions; `details.etag` is the current ETag. */
const preconditionFailed = (etag: string) =>
  new ApiError(
    412,
    'precondition_failed',
    'The custom fields have changed: If-Match does not match their current ETag',
    {
      details: { etag },
      headers: { etag },
    },
  );

/**
 * Replaces a site's definitions of one kind: the read (one GetItem, prefetched with the token),
 * `build` (the new list from the stored one: throws its 422), then one PutItem conditioned on the
 * version read. With If-Match, a stale tag or a change meanwhile is 412; without, a change meanwhile
 * is read and built again.
 */
export const replaceFieldDefinitions = (
  siteId: string,
  kind: CustomFieldKind,
  ifMatch: string | undefined,
  build: (current: FieldDefinitions) => readonly Customization[] | Promise<readonly Customization[]>,
): Promise<FieldDefinitions> =>
  withOptimisticRetry(async () => {
    const current = await getFieldDefinitions(siteId, kind);
    const etag = definitionsEtag(siteId, kind, current.version);
    const tags = ifMatch === undefined ? undefined : entityTags(ifMatch);
    if (tags && !tags.some((tag) => tag === '*' || tag === etag)) throw preconditionFailed(etag);
    const next: FieldDefinitions = {
      customizations: await build(current),
      updated_at: timestamp(),
      version: current.version + 1,
    };
    const condition =
      current.version === 0
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': current.version } };
    try {
      await sendWrite([
        labelled('definitions', {
          Put: { TableName: TABLE_NAME, Item: { ...customFieldKeys.definitions(siteId, kind), ...next }, ...condition },
        }),
      ]);
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      if (tags && !tags.includes('*')) throw preconditionFailed(definitionsEtag(siteId, kind, current.version + 1));
      throw new StaleRead('Custom fields changed concurrently', { cause: error });
    }
    return next;
  });
