import * as z from 'zod';
import { ACL_LEVELS } from './acl.js';
import { slugSchema } from './slug.js';

/** Field types of a channel's customizations. */
export const FIELD_TYPES = ['string', 'text', 'integer', 'float', 'boolean', 'date', 'select', 'file', 'belongs_to'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Types whose values can be held unique (short, comparable values). */
export const UNIQUE_TYPES: ReadonlySet<FieldType> = new Set(['string', 'integer', 'float', 'date', 'select', 'belongs_to']);

const idSchema = z.string().regex(/^[0-9a-f]{24}$/, 'must be an id');
const fieldNameSchema = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'must start with a letter and hold lowercase letters, digits and _ (at most 64)');

const selectOptionSchema = z.strictObject({
  id: idSchema.optional(),
  position: z.number().int().min(0).optional(),
  name: z.string().trim().min(1).max(200),
  slug: slugSchema.optional(),
});

/** A custom field definition (the customization object of spec 2.10). `id` keeps a field's identity across updates. */
export const customizationSchema = z.strictObject({
  id: idSchema.optional(),
  name: fieldNameSchema,
  label: z.string().trim().max(200).optional(),
  hint: z.string().max(1000).optional(),
  type: z.enum(FIELD_TYPES),
  required: z.boolean().default(false),
  required_expression: z.string().max(1000).optional(),
  immutable: z.boolean().default(false),
  localized: z.boolean().default(false),
  unique: z.boolean().default(false),
  encrypted: z.boolean().default(false),
  auto_expand: z.boolean().default(false),
  select_options: z.array(selectOptionSchema).max(500).optional(),
  private_storage: z.boolean().default(false),
  text_formatting: z.string().max(50).optional(),
  /** belongs_to: the channel (id or slug) whose entries the field points at. */
  reference: z.string().max(100).optional(),
  geo_type: z.string().max(50).optional(),
  calculated_expression: z.string().max(1000).optional(),
  calculation_type: z.string().max(50).optional(),
}).superRefine((field, ctx) => {
  if (field.type === 'select' && !field.select_options?.length) {
    ctx.addIssue({ code: 'custom', path: ['select_options'], message: 'a select field needs at least one option' });
  }
  if (field.type === 'belongs_to' && !field.reference) {
    ctx.addIssue({ code: 'custom', path: ['reference'], message: 'a belongs_to field needs the referenced channel' });
  }
  if (field.unique && !UNIQUE_TYPES.has(field.type)) {
    ctx.addIssue({ code: 'custom', path: ['unique'], message: `a ${field.type} field cannot be unique` });
  }
});
export type CustomizationInput = z.infer<typeof customizationSchema>;

const aclLevel = z.enum(ACL_LEVELS);

// Channels are readable only by master tokens until their owner opens them up: a new channel leaks nothing.
export const aclSchema = z.strictObject({
  create: aclLevel.default('none'),
  read: aclLevel.default('none'),
  update: aclLevel.default('none'),
  delete: aclLevel.default('none'),
});

const text = (max: number) => z.string().max(max);

/** Every writable channel field of spec 2.8 besides slug, name and customizations, all optional. */
const channelSettings = {
  description: text(5000).optional(),
  sensitive: z.boolean().optional(),
  acl: aclSchema.optional(),
  submittable: z.boolean().optional(),
  rss_enabled: z.boolean().optional(),
  label_field: text(64).optional(),
  title_field: text(64).optional(),
  order_by: text(64).optional(),
  order_direction: z.enum(['asc', 'desc']).optional(),
  search_enabled: z.boolean().optional(),
  search_excluded_field_ids: z.array(text(64)).max(200).optional(),
  submittable_fields: z.array(text(64)).max(200).optional(),
  submittable_html_fields: z.array(text(64)).max(200).optional(),
  submittable_notifications: z.boolean().optional(),
  submittable_receivers: text(2000).optional(),
  submittable_notification_template: text(100).optional(),
  submittable_confirmations: z.boolean().optional(),
  submittable_confirmation_receivers: text(2000).optional(),
  submittable_confirmation_template: text(100).optional(),
  spam_detection: z.boolean().optional(),
  rss_title: text(200).optional(),
  rss_description: text(2000).optional(),
  rss_title_field: text(64).optional(),
  rss_description_field: text(64).optional(),
};

const customizationsSchema = z.array(customizationSchema).max(200).superRefine((fields, ctx) => {
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field.name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `the field name ${field.name} is used twice` });
    seen.add(field.name);
  });
});

export const createChannelSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  slug: slugSchema.optional(),
  customizations: customizationsSchema.default([]),
  ...channelSettings,
});
export type CreateChannel = z.infer<typeof createChannelSchema>;

/** PUT changes the fields it names; `customizations`, when sent, replaces the whole list (matched by id or name). */
export const updateChannelSchema = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  slug: slugSchema.optional(),
  customizations: customizationsSchema.optional(),
  ...channelSettings,
});
export type UpdateChannel = z.infer<typeof updateChannelSchema>;

export const channelParamsSchema = z.object({ channel: z.string().trim().min(1).max(100) });
export const entryParamsSchema = channelParamsSchema.extend({ entry: z.string().trim().min(1).max(100) });

/** `use_acl=true`: a master token sees what the ACLs let the current customer (or an anonymous caller) see. */
const useAclSchema = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1').default(false);
export const entryQuerySchema = z.object({ use_acl: useAclSchema });
export const entryListQuerySchema = z.object({
  use_acl: useAclSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().min(1).max(2048).optional(),
});

/** An entry's body: its custom field values under `fields`, validated against the channel's customizations. */
export const entryBodySchema = z.strictObject({
  slug: slugSchema.nullable().optional(),
  fields: z.record(z.string().max(64), z.unknown()).default({}),
});
export type EntryBody = z.infer<typeof entryBodySchema>;
