import {
  countRecords,
  type Entity,
  createRecord,
  getRecord,
  getRecordByValue,
  listRecords,
  removeRecord,
  updateRecord,
} from '../db/entity.js';
import { newId, timestamp } from '../db/keys.js';
import { countItems, countList } from '../db/count.js';
import { idOrderedPartition, queryList, type ListDeclaration } from '../db/list-query.js';
import { partitionQuery } from '../db/query-all.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { assertValid, conflict } from '../http/errors.js';
import { couponProblems, mergeCoupon, type CouponFields } from './coupon-rules.js';
import { depthAttributes } from '../hooks/write-depth.js';
import {
  beforeDelete,
  beforeWrite,
  depthOf,
  type HookedDeleter,
  type HookedWriter,
  type Writer,
} from '../hooks/write-hooks.js';
import {
  COUPON_STATES,
  COUPON_TYPES,
  createCouponSchema,
  updateCouponSchema,
  type CouponState,
  type CreateCoupon,
  type UpdateCoupon,
} from './schemas.js';
import { definedFields } from '../commerce/fields.js';
import { couponKeys } from './keys.js';
import { amountsToMinor } from '../commerce/money.js';
import { toRecord } from '../db/record.js';
import type { Coupon } from './coupon-record.js';
import { presentCoupon } from './present.js';

/** The amounts of a coupon, kept in minor units. */
const MONEY_FIELDS = ['coupon_amount', 'required_value'] as const;

/**
 * A coupon, on the GSI1 partition of its state too (a state filter is one Query), and its code
 * claim: keyed by the lower-cased code (codes are unique ignoring case), it carries a copy of the
 * coupon so a read by code is one strongly consistent GetItem.
 */
export const coupons: Entity<Coupon> = {
  name: 'Coupon',
  key: couponKeys.coupon,
  indexes: (siteId, coupon) => ({ gsi1pk: couponKeys.couponStateIndex(siteId, coupon.state), gsi1sk: coupon.id }),
  version: 'version',
  claim: {
    value: (coupon) => coupon.code,
    key: couponKeys.couponCode,
    owner: 'couponId',
    copy: 'coupon',
    taken: (coupon) =>
      conflict('code_taken', `Another coupon of this site already uses the code ${coupon.code} (codes ignore case)`),
  },
  list: { partition: couponKeys.couponPartition },
};

/** A coupon by id (one GetItem) or by code, any case (one GetItem of the code claim, which holds a copy). */
export const getCoupon = (siteId: string, idOrCode: string): Promise<Coupon | undefined> =>
  getRecord(coupons, siteId, idOrCode);

export interface CouponFilter {
  readonly state?: CouponState;
  readonly code?: string;
}

/** The coupon list's fields and orders (the partition is in id order, ids follow created_at). */
const couponList = (siteId: string): ListDeclaration => {
  return {
    catalogue: [
      { name: 'state', type: 'select', options: COUPON_STATES, read: (item) => item.state },
      { name: 'coupon_type', type: 'select', options: COUPON_TYPES, read: (item) => item.coupon_type },
      { name: 'code', type: 'string', read: (item) => item.code },
      { name: 'created_at', type: 'datetime', read: (item) => item.created_at },
    ],
    orders: idOrderedPartition(couponKeys.couponPartition(siteId)),
  };
};

/**
 * The list query of a request, for the list and its count alike: a request with `where[…]` (or,
 * for the list, which reads an order, `sort`) is one, and the older `state` and `code` join it as
 * filters; undefined when the older parameters alone apply (listCouponsByParameters).
 */
const asListQuery = (
  filter: CouponFilter,
  params: Readonly<Record<string, string | undefined>>,
  { order }: { readonly order: boolean },
): Record<string, string | undefined> | undefined =>
  Object.keys(params).some((name) => (order && name === 'sort') || name.startsWith('where'))
    ? {
        ...params,
        ...(filter.state !== undefined && { 'where[state]': filter.state }),
        ...(filter.code !== undefined && { 'where[code]': filter.code }),
      }
    : undefined;

/**
 * A page of a site's coupons. With `where[…]` or `sort` it is a list query (queryList: one Query on
 * the COUPON partition; `state` and `code` then join the filters); without, the older parameters keep
 * their own reads (below).
 */
export const listCoupons = async (
  siteId: string,
  filter: CouponFilter,
  page: PageRequest,
  params: Readonly<Record<string, string | undefined>> = {},
): Promise<Page<Coupon>> => {
  const query = asListQuery(filter, params, { order: true });
  if (query) {
    const result = await queryList(couponList(siteId), query, page);
    return { ...result, items: result.items.map((item) => toRecord<Coupon>(item)) };
  }
  return listCouponsByParameters(siteId, filter, page);
};

/**
 * How many coupons the list holds for the same parameters: with `where[…]`, a read of the COUPON
 * partition counted in code; by the older `code`, one GetItem; by the older `state`, a COUNT Query
 * on that state's GSI1 partition; else a COUNT Query on the COUPON partition.
 */
export const countCoupons = async (
  siteId: string,
  filter: CouponFilter,
  params: Readonly<Record<string, string | undefined>> = {},
): Promise<number> => {
  const query = asListQuery(filter, params, { order: false });
  if (query) return countList(couponList(siteId), query);
  if (filter.code !== undefined) return (await listCouponsByParameters(siteId, filter, { per_page: 1 })).items.length;
  if (filter.state !== undefined) return countItems({ input: couponStateQuery(siteId, filter.state) });
  return countRecords(coupons, siteId);
};

/** The Query of the coupons in one state, on GSI1 (a page of them, or their count). */
const couponStateQuery = (siteId: string, state: CouponState) =>
  partitionQuery({ pk: couponKeys.couponStateIndex(siteId, state), index: 'gsi1' });

/** Coupons by the older `state`/`code` parameters: one GetItem by code, one Query on GSI1 by state, else one on the COUPON partition. */
const listCouponsByParameters = async (
  siteId: string,
  filter: CouponFilter,
  page: PageRequest,
): Promise<Page<Coupon>> => {
  if (filter.code !== undefined) {
    const coupon = await getRecordByValue(coupons, siteId, filter.code);
    return { items: coupon && (filter.state === undefined || coupon.state === filter.state) ? [coupon] : [] };
  }
  if (filter.state !== undefined) {
    const pk = couponKeys.couponStateIndex(siteId, filter.state);
    const result = await queryPage(couponStateQuery(siteId, filter.state), page, {
      partition: ['gsi1pk', pk],
      keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
    });
    return { ...result, items: result.items.map((item) => toRecord<Coupon>(item)) };
  }
  return listRecords(coupons, siteId, page);
};

/** What a before-hook sees of a coupon: as the API shows it. */
const hookView = (writer: Writer | undefined, coupon: Coupon) => presentCoupon(coupon, writer?.base ?? '');

/**
 * Creates a coupon: one TransactWriteItems (coupon and code claim; 409 code_taken when the code is
 * in use), after the site's `coupon.create` before-hook, if any (`writer`: see Writer).
 */
export const createCoupon = async (siteId: string, body: CreateCoupon, writer?: HookedWriter): Promise<Coupon> => {
  const { input, depth } = await beforeWrite(writer, {
    kind: 'coupon',
    action: 'create',
    input: body,
    object: body,
    schema: createCouponSchema,
  });
  const fields = amountsToMinor(definedFields(input) as CouponFields, MONEY_FIELDS);
  assertValid(couponProblems(fields));
  const at = new Date();
  const now = timestamp(at);
  return createRecord(
    coupons,
    siteId,
    { id: newId(at), ...fields, created_at: now, updated_at: now, version: 1, redemption_count: 0 },
    [],
    depthAttributes(depth),
  );
};

/**
 * Updates the given fields of a coupon and re-validates the result: one GetItem, the site's
 * `coupon.update` before-hook if any, then one TransactWriteItems writing the coupon and its code
 * claim (moving the claim when the code changes other than in case; 409 when the new code is taken).
 */
export const updateCoupon = (
  siteId: string,
  idOrCode: string,
  body: UpdateCoupon,
  writer?: HookedWriter,
): Promise<Coupon> => {
  const depth = depthOf(writer);
  return updateRecord(
    coupons,
    siteId,
    idOrCode,
    async (current) => {
      const original = hookView(writer, current);
      const { input: patch } = await beforeWrite(writer, {
        kind: 'coupon',
        action: 'update',
        input: body,
        object: { ...original, ...body },
        original,
        schema: updateCouponSchema,
      });
      const { id, created_at, updated_at: _u, version, ...currentFields } = current;
      const merged = mergeCoupon(currentFields, amountsToMinor(patch, MONEY_FIELDS));
      assertValid(couponProblems(merged));
      // Orders keep the code they redeemed (a cancellation releases the redemption through it).
      if ((current.redemption_count ?? 0) > 0 && merged.code.toLowerCase() !== current.code.toLowerCase()) {
        throw conflict('code_locked', `The coupon ${current.code} has been redeemed; its code can change only in case`);
      }
      return { ...merged, id, created_at, updated_at: timestamp(), version: version + 1 };
    },
    { attributes: depthAttributes(depth) },
  );
};

/** Deletes a coupon and its code claim, after the site's `coupon.delete` before-hook, if any: one GetItem, one TransactWriteItems. False when it does not exist. */
export const deleteCoupon = async (siteId: string, idOrCode: string, writer?: HookedDeleter): Promise<boolean> =>
  (await removeRecord(coupons, siteId, idOrCode, {
    before: (coupon) => beforeDelete(writer, { kind: 'coupon', object: hookView(writer, coupon) }),
  })) !== undefined;
