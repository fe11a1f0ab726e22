import type { FieldError } from '../http/errors.js';
import type { CouponState, CouponType } from './coupon-schemas.js';
import { mergeFields } from './fields.js';

/** The client-settable fields of a coupon as stored (absent optional fields are left out). */
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
  readonly lifespan?: string;
  readonly lifespan_amount?: number;
  readonly lifespan_time?: string;
  readonly start?: string;
  readonly start_type?: string;
  readonly constraints?: string;
  readonly requirements?: string;
  readonly required_value?: number;
  readonly required_amount?: number;
  readonly collection_ids: readonly string[];
  readonly product_type_ids: readonly string[];
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
  return problems;
};

/**
 * Applies a partial update. When the update changes coupon_type, the stored value of the old type
 * (coupon_percentage or coupon_amount) is dropped first: it cannot apply to the new type, and the
 * client should not have to clear it by hand. Values the update gives are kept and validated.
 */
export const mergeCoupon = (current: CouponFields, patch: Record<string, unknown>): CouponFields => {
  let base = current;
  if (patch.coupon_type !== undefined && patch.coupon_type !== current.coupon_type) {
    const { coupon_percentage: _p, coupon_amount: _a, ...rest } = current;
    base = rest;
  }
  return mergeFields(base, patch);
};
