import type { FieldError } from '../http/errors.js';
import { fromMinor } from '../commerce/money.js';
import type { ShippingCriteria } from './schemas.js';

/** The client-settable fields of a shipping rate as stored (absent optional fields are left out; amounts in minor units). */
export interface ShippingRateFields {
  readonly name: string;
  readonly criteria: ShippingCriteria;
  readonly price: number;
  readonly default: boolean;
  readonly pickup: boolean;
  readonly weight_min?: number;
  readonly weight_max?: number;
  readonly order_min?: number;
  readonly order_max?: number;
  readonly restricted: boolean;
  readonly zipcodes: readonly string[];
  readonly region_id?: string;
}

/**
 * Cross-field rules of a complete shipping rate (create input, or stored rate merged with an
 * update): each minimum at most its maximum, zipcodes only on a restricted rate.
 */
export const shippingRateProblems = (rate: ShippingRateFields): FieldError[] => {
  const problems: FieldError[] = [];
  for (const measure of ['weight', 'order'] as const) {
    const min = rate[`${measure}_min`];
    const max = rate[`${measure}_max`];
    if (min !== undefined && max !== undefined && min > max) {
      problems.push({
        field: `${measure}_min`,
        message: `must not exceed ${measure}_max (${measure === 'order' ? fromMinor(max) : max})`,
        code: 'out_of_range',
      });
    }
  }
  if (rate.zipcodes.length > 0 && !rate.restricted) {
    problems.push({
      field: 'zipcodes',
      message: 'are only allowed on a restricted rate (restricted: true)',
      code: 'not_allowed',
    });
  }
  return problems;
};
