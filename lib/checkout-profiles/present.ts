import { presentCustomization } from '../commerce/customizations.js';
import type { CheckoutProfile } from './checkout-profiles.js';

/** Public shape of a checkout profile. */
export const presentCheckoutProfile = (profile: CheckoutProfile, base: string) => ({
  id: profile.id,
  url: `${base}/products/checkout_profiles/${profile.id}`,
  slug: profile.slug,
  name: profile.name,
  private_fields: profile.private_fields,
  customizations: profile.customizations.map(presentCustomization),
  created_at: profile.created_at,
  updated_at: profile.updated_at,
});
