import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../db/client.js';
import { isId, newId, timestamp } from '../db/keys.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { conflict, invalidField, notFound, unprocessable, type FieldError } from '../http/errors.js';
import { privateFieldProblems } from './checkout-profile-rules.js';
import { buildCustomizations, presentCustomization, type Customization } from './customizations.js';
import type { CreateCheckoutProfile, UpdateCheckoutProfile } from './checkout-profile-schemas.js';
import { commerceKeys } from './keys.js';
import { slugify } from './slug.js';
import { withOptimisticRetry } from '../db/optimistic-retry.js';
import { createClaimed, deleteClaimed, saveClaimed, type ClaimedResource, type Condition } from './claimed-writes.js';

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

const toProfile = ({ pk: _pk, sk: _sk, ...profile }: Record<string, unknown>) => profile as unknown as CheckoutProfile;

const slugTaken = (slug: string) => conflict('slug_taken', `Another checkout profile already uses the slug ${slug}`);

const assertValid = (problems: FieldError[]) => {
  if (problems.length) throw unprocessable(problems, problems.length === 1 ? `${problems[0]?.field}: ${problems[0]?.message}` : undefined);
};

const profilePut = (siteId: string, profile: CheckoutProfile, condition: Condition) => ({
  Put: { TableName: TABLE_NAME, Item: { ...commerceKeys.checkoutProfile(siteId, profile.id), ...profile }, ...condition },
});

/**
 * The slug claim: makes the slug unique within the site and carries a copy of the profile, so a
 * read by slug is one strongly consistent GetItem. Written in every transaction that writes the profile.
 */
const slugClaimPut = (siteId: string, profile: CheckoutProfile, condition: Condition) => ({
  Put: { TableName: TABLE_NAME, Item: { ...commerceKeys.checkoutProfileSlug(siteId, profile.slug), profileId: profile.id, profile }, ...condition },
});

/** How a site's profile and its slug claim are written together. */
const claimed = (siteId: string): ClaimedResource<CheckoutProfile> => ({
  what: 'checkout profile',
  itemKey: (profile) => commerceKeys.checkoutProfile(siteId, profile.id),
  put: (profile, condition) => profilePut(siteId, profile, condition),
  claimKey: (profile) => commerceKeys.checkoutProfileSlug(siteId, profile.slug),
  claimPut: (profile, condition) => slugClaimPut(siteId, profile, condition),
  ownerAttribute: 'profileId',
  taken: (profile) => slugTaken(profile.slug),
});

/** A site's checkout profiles, oldest first: one Query on the site's CHECKOUT_PROFILE partition. */
export const listCheckoutProfiles = async (siteId: string, page: PageRequest): Promise<Page<CheckoutProfile>> => {
  const pk = commerceKeys.checkoutProfilePartition(siteId);
  const result = await queryPage({
    TableName: TABLE_NAME,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
  }, page, { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] });
  return { ...result, items: result.items.map(toProfile) };
};

/** A checkout profile by id (one GetItem) or by slug (one GetItem of the slug claim, which holds a copy). */
export const getCheckoutProfile = async (siteId: string, idOrSlug: string): Promise<CheckoutProfile | undefined> => {
  if (isId(idOrSlug)) {
    const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: commerceKeys.checkoutProfile(siteId, idOrSlug), ConsistentRead: true }));
    return Item && toProfile(Item);
  }
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: commerceKeys.checkoutProfileSlug(siteId, idOrSlug), ConsistentRead: true }));
  return Item?.profile as CheckoutProfile | undefined;
};

/** Creates a checkout profile: one TransactWriteItems (profile and slug claim; 409 when the slug is taken). */
export const createCheckoutProfile = async (siteId: string, input: CreateCheckoutProfile): Promise<CheckoutProfile> => {
  const slug = input.slug ?? slugify(input.name);
  if (slug === undefined) throw invalidField('slug', 'cannot be derived from the name; send a slug', 'missing');
  const now = timestamp();
  const { customizations, problems } = buildCustomizations(input.customizations, [], now);
  assertValid([...problems, ...privateFieldProblems(input.private_fields, customizations)]);
  const profile: CheckoutProfile = {
    id: newId(), slug, name: input.name, private_fields: input.private_fields, customizations, created_at: now, updated_at: now, version: 1,
  };
  await createClaimed(claimed(siteId), profile);
  return profile;
};

/**
 * Updates the given fields of a profile and re-validates the result (private fields must still
 * name customizations): one GetItem, then one TransactWriteItems writing the profile and its slug
 * claim (moving the claim when the slug changes; 409 when the new slug is taken).
 */
export const updateCheckoutProfile = (siteId: string, idOrSlug: string, patch: UpdateCheckoutProfile): Promise<CheckoutProfile> =>
  withOptimisticRetry(async () => {
    const current = await getCheckoutProfile(siteId, idOrSlug);
    if (!current) throw notFound('Checkout profile');
    const now = timestamp();
    const built = patch.customizations ? buildCustomizations(patch.customizations, current.customizations, now) : undefined;
    const customizations = built?.customizations ?? current.customizations;
    const privateFields = patch.private_fields ?? current.private_fields;
    assertValid([...(built?.problems ?? []), ...privateFieldProblems(privateFields, customizations)]);
    const profile: CheckoutProfile = {
      ...current,
      name: patch.name ?? current.name,
      slug: patch.slug ?? current.slug,
      private_fields: privateFields,
      customizations,
      updated_at: now,
      version: current.version + 1,
    };
    await saveClaimed(claimed(siteId), current, profile);
    return profile;
  });

/** Deletes a profile and its slug claim: one GetItem, one TransactWriteItems. False when it does not exist. */
export const deleteCheckoutProfile = (siteId: string, idOrSlug: string): Promise<boolean> =>
  withOptimisticRetry(async () => {
    const current = await getCheckoutProfile(siteId, idOrSlug);
    if (!current) return false;
    await deleteClaimed(claimed(siteId), current);
    return true;
  });

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
