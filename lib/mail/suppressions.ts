import { putRecord, type Stored } from '../db/entity.js';
import { TABLE_NAME } from '../db/client.js';
import { timestamp } from '../db/keys.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { recordOf } from '../db/record.js';
import { mailKeys } from './keys.js';

/** An address a site no longer mails: it bounced hard, or its owner marked a message as spam. */
export interface Suppression {
  readonly address: string;
  readonly reason: 'bounce' | 'complaint';
  /** SES's bounce subtype or complaint feedback type, when it gave one. */
  readonly detail: string | null;
  /** The Message-ID of the message that bounced or was complained about. */
  readonly message_id: string | null;
  readonly created_at: string;
}

const toSuppression = recordOf<Suppression & { site_id?: string }>();

/** A suppression, keyed by its address in lower case, in the site's MAIL_SUPPRESSION partition (listed in address order). */
export const suppressions: Stored<Suppression> = { name: 'Suppression', key: mailKeys.suppression };

/** Records a suppression: one PutItem (a later bounce of the same address replaces the record). */
export const recordSuppression = async (
  siteId: string,
  input: Omit<Suppression, 'created_at'>,
  at = new Date(),
): Promise<void> =>
  putRecord(suppressions, siteId, input.address, {
    ...input,
    address: input.address.toLowerCase(),
    created_at: timestamp(at),
  });

/** A site's suppressed addresses in address order: one Query on its MAIL_SUPPRESSION partition. */
export const listSuppressions = async (siteId: string, page: PageRequest): Promise<Page<Suppression>> => {
  const pk = mailKeys.suppressions(siteId);
  const result = await queryPage(
    { TableName: TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } },
    page,
    { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] },
  );
  return { ...result, items: result.items.map((item) => toSuppression(item)) };
};

/** The public shape of a suppression. */
export const presentSuppression = (suppression: Suppression) => ({
  address: suppression.address,
  reason: suppression.reason,
  detail: suppression.detail,
  message_id: suppression.message_id,
  created_at: suppression.created_at,
});
