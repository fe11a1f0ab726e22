import type { FieldError } from '../http/errors.js';
import type { CouponLifespan, CouponStartType, CouponState, CouponType } from './schemas.js';
import { mergeFields } from '../commerce/fields.js';

/**
 * The client-settable fields of a coupon as stored (absent optional fields are left out;
 * coupon_amount and required_value in minor units).
 */
export interface CouponFields {
  readonly name?: string;
  readonly description?: string;
  readonly reason?: string;
  readonly state: CouponState;
  readonly coupon_type: CouponType;
  readonly coupon_percentage?: number;
  readonly coupon_amount?: number;
  readonly customer_specific: boolean;
  readonly code: string;
  /** Absent on coupons stored before lifespans had a meaning: unlimited. */
  readonly lifespan?: CouponLifespan;
  readonly lifespan_amount?: number;
  readonly lifespan_time?: string;
  readonly start?: string;
  readonly start_type?: CouponStartType;
  readonly constraints?: string;
  readonly requirements?: string;
  readonly required_value?: number;
  readonly required_amount?: number;
  readonly collection_ids: readonly string[];
  readonly product_type_ids: readonly string[];
  readonly customer_ids?: readonly string[];
  readonly customer_group_ids?: readonly string[];
}

/** The discount value field each coupon type needs (free shipping needs none). */
const VALUE_FIELD: Record<CouponType, 'coupon_percentage' | 'coupon_amount' | undefined> = {
  percentage: 'coupon_percentage',
  amount: 'coupon_amount',
  free_shipping: undefined,
};

/** A complete coupon's type rules: its own value field is required, the other type's is not allowed. */
export const couponProblems = (coupon: CouponFields): FieldError[] => {
  const needed = VALUE_FIELD[coupon.coupon_type];
  const problems: FieldError[] = [];
  for (const field of ['coupon_percentage', 'coupon_amount'] as const) {
    if (field === needed && coupon[field] === undefined) {
      problems.push({ field, message: `is required for a ${coupon.coupon_type} coupon`, code: 'missing' });
    }
    if (field !== needed && coupon[field] !== undefined) {
      problems.push({ field, message: `is not allowed on a ${coupon.coupon_type} coupon`, code: 'not_allowed' });
    }
  }
  const limited = coupon.lifespan === 'limited';
  if (limited && coupon.lifespan_amount === undefined) {
    problems.push({ field: 'lifespan_amount', message: 'is required for a limited coupon', code: 'missing' });
  }
  if (!limited && coupon.lifespan_amount !== undefined) {
    problems.push({
      field: 'lifespan_amount',
      message: `is only allowed on a limited coupon, not on ${coupon.lifespan ?? 'unlimited'}`,
      code: 'not_allowed',
    });
  }
  if (coupon.start_type === 'date' && coupon.start === undefined) {
    problems.push({ field: 'start', message: 'is required when start_type is date', code: 'missing' });
  }
  if (
    coupon.start !== undefined &&
    coupon.lifespan_time !== undefined &&
    Date.parse(coupon.start) > Date.parse(coupon.lifespan_time)
  ) {
    problems.push({
      field: 'start',
      message: `must not be after lifespan_time (${coupon.lifespan_time})`,
      code: 'out_of_range',
    });
  }
  return problems;
};

/**
 * Applies a partial update. When the update changes coupon_type, the stored value of the old type
 * (coupon_percentage or coupon_amount) is dropped first (and lifespan_amount when the lifespan stops being limited): it cannot apply to the new type, and the
 * client should not have to clear it by hand. Values the update gives are kept and validated.
 */
export const mergeCoupon = (current: CouponFields, patch: Record<string, unknown>): CouponFields => {
  let base = current;
  if (patch.coupon_type !== undefined && patch.coupon_type !== current.coupon_type) {
    const { coupon_percentage: _p, coupon_amount: _a, ...rest } = base;
    base = rest;
  }
  // Likewise a limit belongs to a limited lifespan only.
  if (patch.lifespan !== undefined && patch.lifespan !== 'limited') {
    const { lifespan_amount: _n, ...rest } = base;
    base = rest;
  }
  return mergeFields(base, patch);
};
