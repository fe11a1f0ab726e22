import * as z from 'zod/mini';
import type { ListQueryDescription } from '../db/list-query-rules.js';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { aclLevelSchema } from './acl.js';
import { FIELD_TYPES } from './schemas.js';

/** A field definition of a channel; optional settings appear only when set. */
export const channelFieldSchema = z.object({
  id: idSchema,
  name: z.string(),
  label: z.optional(z.string()),
  hint: z.optional(z.string()),
  type: z.enum(FIELD_TYPES),
  required: z.boolean(),
  required_expression: z.optional(z.string()),
  immutable: z.boolean(),
  localized: z.boolean(),
  unique: z.boolean(),
  encrypted: z.boolean(),
  auto_expand: z.boolean(),
  select_options: z.optional(
    z.array(z.object({ id: idSchema, position: z.number().check(z.int()), name: z.string(), slug: z.string() })),
  ),
  private_storage: z.boolean(),
  text_formatting: z.optional(z.string()),
  reference: z.optional(z.string()).check(z.meta({ description: 'belongs_to: the referenced channel' })),
  geo_type: z.optional(z.string()),
  calculated_expression: z.optional(z.string()),
  calculation_type: z.optional(z.string()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

const aclLevel = aclLevelSchema;

/** A channel. */
export const channelSchema = z.object({
  id: idSchema,
  url: urlSchema,
  entries_url: urlSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  sensitive: z
    .boolean()
    .check(z.meta({ description: 'Privacy-sensitive: needs read_sensitive_channels / write_sensitive_channels' })),
  customizations: z.array(channelFieldSchema),
  acl: z.object({ create: aclLevel, read: aclLevel, update: aclLevel, delete: aclLevel }),
  submittable: z.boolean(),
  rss_enabled: z.boolean(),
  label_field: z.optional(z.string()),
  title_field: z.optional(z.string()),
  order_by: z.string(),
  order_direction: z.enum(['asc', 'desc']),
  search_enabled: z.boolean(),
  search_excluded_field_ids: z.array(z.string()),
  submittable_fields: z.array(z.string()),
  submittable_html_fields: z.array(z.string()),
  submittable_notifications: z.boolean(),
  submittable_receivers: z.string(),
  submittable_notification_template: z.string(),
  submittable_confirmations: z.boolean(),
  submittable_confirmation_receivers: z.string(),
  submittable_confirmation_template: z.string(),
  spam_detection: z.boolean(),
  rss_title: z.string(),
  rss_description: z.string(),
  rss_title_field: z.string(),
  rss_description_field: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** An entry of a channel: its values by field name. */
export const entrySchema = z.object({
  id: idSchema,
  url: urlSchema,
  channel_id: idSchema,
  channel_url: urlSchema,
  slug: z.nullable(z.string()),
  customer_id: z
    .nullable(idSchema)
    .check(z.meta({ description: 'The customer who created it (owner ACLs); null when created without one' })),
  fields: z
    .looseObject({})
    .check(z.meta({ description: "Values by field name, typed as the channel's field definitions say" })),
  submission_status: z.optional(z.enum(['received', 'spam'])).check(
    z.meta({
      description: "A public submission's state (POST /channels/{channel}/submissions); absent on other entries",
    }),
  ),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const channelListSchema = z.array(channelSchema);
export const entryListSchema = z.array(entrySchema);

/** The list query of a channel's entries (OpenAPI). */
export const entryListQuery: ListQueryDescription = {
  fields:
    'any customization field (files excepted; a belongs_to field by entry id), plus id, slug, created_at, updated_at; ACLs still apply (use_acl too)',
  indexed:
    "the channel's order_by (either direction), created_at and updated_at; while a change of order_by re-keys the channel's entries, its order is sorted in memory, or answers 409 channel_reindexing (Retry-After) on channels of more than 1,000 entries",
  defaultOrder: "the channel's order_by and order_direction",
  example: 'where[city]=ghent&where[starts][gte]=2026-06-01&sort=starts&per_page=10',
};
