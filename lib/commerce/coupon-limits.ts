/**
 * Redemptions one coupon records (each is kept on the coupon item, about 100 bytes, so the item
 * stays far below DynamoDB's 400 KB): a coupon redeemed this often is used up.
 */
export const MAX_REDEMPTIONS = 1000;
