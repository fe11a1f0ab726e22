import { isId } from '../db/keys.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { TABLE_NAME } from '../db/client.js';
import { toRedemption, type Redemption } from './redemptions.js';
import { getCoupon } from './coupons.js';
import { couponKeys } from './keys.js';

/** One Query of a coupon's redemption partition, backwards: order ids begin with their second, so newest first. */
const queryRedemptions = (siteId: string, couponId: string, page: PageRequest) => {
  const pk = couponKeys.couponRedemptionPartition(siteId, couponId);
  return queryPage(
    {
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
    },
    page,
    { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] },
  );
};

/**
 * A page of a coupon's redemptions, newest first, or undefined when the site has no such coupon:
 * the coupon's read (by id one GetItem, by code one GetItem of its claim) and one Query of its
 * redemption partition. By id both go at once; a code resolves the id first.
 */
export const listRedemptions = async (
  siteId: string,
  ref: string,
  page: PageRequest,
): Promise<Page<Redemption> | undefined> => {
  const [coupon, result] = isId(ref)
    ? await Promise.all([getCoupon(siteId, ref), queryRedemptions(siteId, ref, page)])
    : await getCoupon(siteId, ref).then(
        async (found) => [found, found && (await queryRedemptions(siteId, found.id, page))] as const,
      );
  if (!coupon || !result) return undefined;
  return { ...result, items: result.items.map(toRedemption) };
};
