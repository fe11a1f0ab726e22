import { type Entity, createRecord, removeRecord, updateRecord } from '../db/entity.js';
import { newId, timestamp } from '../db/keys.js';
import { assertValid, conflict } from '../http/errors.js';
import { privateFieldProblems } from './checkout-profile-rules.js';
import { buildCustomizations, type Customization } from '../commerce/customizations.js';
import type { CreateCheckoutProfile, UpdateCheckoutProfile } from './schemas.js';
import { checkoutProfileKeys } from './keys.js';
import { slugFrom } from '../commerce/slug.js';

/** A stored checkout profile. `version` orders concurrent writes and is never shown. */
export interface CheckoutProfile {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly private_fields: readonly string[];
  readonly customizations: readonly Customization[];
  readonly created_at: string;
  readonly updated_at: string;
  readonly version: number;
}

/**
 * A checkout profile and its slug claim, which carries a copy of the profile: `getRecord(checkoutProfiles, …)`
 * reads one by id or by slug in one GetItem; `listRecords(checkoutProfiles, …)` the site's, oldest first (one
 * Query on its CHECKOUT_PROFILE partition).
 */
export const checkoutProfiles: Entity<CheckoutProfile> = {
  name: 'Checkout profile',
  key: checkoutProfileKeys.checkoutProfile,
  version: 'version',
  claim: {
    value: (profile) => profile.slug,
    key: checkoutProfileKeys.checkoutProfileSlug,
    owner: 'profileId',
    copy: 'profile',
    taken: (profile) => conflict('slug_taken', `Another checkout profile already uses the slug ${profile.slug}`),
  },
  list: { partition: checkoutProfileKeys.checkoutProfilePartition },
};

/** Creates a checkout profile: one TransactWriteItems (profile and slug claim; 409 when the slug is taken). */
export const createCheckoutProfile = async (siteId: string, input: CreateCheckoutProfile): Promise<CheckoutProfile> => {
  const slug = slugFrom(input.slug, input.name);
  const now = timestamp();
  const { customizations, problems } = buildCustomizations(input.customizations, [], now);
  assertValid([...problems, ...privateFieldProblems(input.private_fields, customizations)]);
  return createRecord(checkoutProfiles, siteId, {
    id: newId(),
    slug,
    name: input.name,
    private_fields: input.private_fields,
    customizations,
    created_at: now,
    updated_at: now,
    version: 1,
  });
};

/**
 * Updates the given fields of a profile and re-validates the result (private fields must still
 * name customizations): one GetItem, then one TransactWriteItems writing the profile and its slug
 * claim (moving the claim when the slug changes; 409 when the new slug is taken).
 */
export const updateCheckoutProfile = (
  siteId: string,
  idOrSlug: string,
  patch: UpdateCheckoutProfile,
): Promise<CheckoutProfile> =>
  updateRecord(checkoutProfiles, siteId, idOrSlug, (current) => {
    const now = timestamp();
    const built = patch.customizations
      ? buildCustomizations(patch.customizations, current.customizations, now)
      : undefined;
    const customizations = built?.customizations ?? current.customizations;
    const privateFields = patch.private_fields ?? current.private_fields;
    assertValid([...(built?.problems ?? []), ...privateFieldProblems(privateFields, customizations)]);
    return {
      ...current,
      name: patch.name ?? current.name,
      slug: patch.slug ?? current.slug,
      private_fields: privateFields,
      customizations,
      updated_at: now,
      version: current.version + 1,
    };
  });

/** Deletes a profile and its slug claim: one GetItem, one TransactWriteItems. False when it does not exist. */
export const deleteCheckoutProfile = async (siteId: string, idOrSlug: string): Promise<boolean> =>
  (await removeRecord(checkoutProfiles, siteId, idOrSlug)) !== undefined;
