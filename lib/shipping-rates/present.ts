import { fromMinor, fromMinorOrNull } from '../commerce/money.js';
import type { ShippingRate } from './shipping-rates.js';

/** Public shape of a shipping rate: every field present, null when unset. */
export const presentShippingRate = (rate: ShippingRate, base: string) => ({
  id: rate.id,
  url: `${base}/shipping_rates/${rate.id}`,
  name: rate.name,
  default: rate.default,
  pickup: rate.pickup,
  criteria: rate.criteria,
  price: fromMinor(rate.price),
  weight_min: rate.weight_min ?? null,
  weight_max: rate.weight_max ?? null,
  order_min: fromMinorOrNull(rate.order_min),
  order_max: fromMinorOrNull(rate.order_max),
  restricted: rate.restricted,
  zipcodes: rate.zipcodes,
  region_id: rate.region_id ?? null,
  // Regions are not a resource of this API, so the object only echoes the id it was given.
  region: rate.region_id ? { id: rate.region_id } : null,
  created_at: rate.created_at,
  updated_at: rate.updated_at,
});
