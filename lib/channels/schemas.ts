import * as z from 'zod/mini';
import { aclLevelSchema } from './acl.js';
import { slugSchema } from './slug.js';

/** Field types of a channel's customizations. */
export const FIELD_TYPES = [
  'string',
  'text',
  'integer',
  'float',
  'boolean',
  'date',
  'select',
  'file',
  'belongs_to',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Types whose values can be held unique (short, comparable values). */
export const UNIQUE_TYPES: ReadonlySet<FieldType> = new Set([
  'string',
  'integer',
  'float',
  'date',
  'select',
  'belongs_to',
]);

const idSchema = z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be an id'));
const fieldNameSchema = z
  .string()
  .check(
    z.regex(/^[a-z][a-z0-9_]{0,63}$/, 'must start with a letter and hold lowercase letters, digits and _ (at most 64)'),
  );

const selectOptionSchema = z.strictObject({
  id: z.optional(idSchema),
  position: z.optional(z.number().check(z.int(), z.gte(0))),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  slug: z.optional(slugSchema),
});

/** A custom field definition (the contract's customization object). `id` keeps a field's identity across updates. */
export const customizationSchema = z
  .strictObject({
    id: z.optional(idSchema),
    name: fieldNameSchema,
    label: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    hint: z.optional(z.string().check(z.maxLength(1000))),
    type: z.enum(FIELD_TYPES),
    required: z._default(z.boolean(), false),
    required_expression: z.optional(z.string().check(z.maxLength(1000))),
    immutable: z._default(z.boolean(), false),
    localized: z._default(z.boolean(), false),
    unique: z._default(z.boolean(), false),
    encrypted: z._default(z.boolean(), false),
    auto_expand: z._default(z.boolean(), false),
    select_options: z.optional(z.array(selectOptionSchema).check(z.maxLength(500))),
    private_storage: z._default(z.boolean(), false),
    text_formatting: z.optional(z.string().check(z.maxLength(50))),
    /** belongs_to: the channel (id or slug) whose entries the field points at. */
    reference: z.optional(z.string().check(z.maxLength(100))),
    geo_type: z.optional(z.string().check(z.maxLength(50))),
    calculated_expression: z.optional(z.string().check(z.maxLength(1000))),
    calculation_type: z.optional(z.string().check(z.maxLength(50))),
  })
  .check(
    z.superRefine((field, ctx) => {
      if (field.type === 'select' && !field.select_options?.length) {
        ctx.addIssue({ code: 'custom', path: ['select_options'], message: 'a select field needs at least one option' });
      }
      if (field.type === 'belongs_to' && !field.reference) {
        ctx.addIssue({
          code: 'custom',
          path: ['reference'],
          message: 'a belongs_to field needs the referenced channel',
        });
      }
      if (field.unique && !UNIQUE_TYPES.has(field.type)) {
        ctx.addIssue({ code: 'custom', path: ['unique'], message: `a ${field.type} field cannot be unique` });
      }
    }),
  );
export type CustomizationInput = z.infer<typeof customizationSchema>;

const aclLevel = aclLevelSchema;

// Channels are readable only by master tokens until their owner opens them up: a new channel leaks nothing.
export const aclSchema = z.strictObject({
  create: z._default(aclLevel, 'none'),
  read: z._default(aclLevel, 'none'),
  update: z._default(aclLevel, 'none'),
  delete: z._default(aclLevel, 'none'),
});

const text = (max: number) => z.string().check(z.maxLength(max));

/** Every writable channel field besides slug, name and customizations, all optional. */
const channelSettings = {
  description: z.optional(text(5000)),
  sensitive: z.optional(z.boolean()),
  acl: z.optional(aclSchema),
  submittable: z.optional(z.boolean()),
  rss_enabled: z.optional(z.boolean()),
  label_field: z.optional(text(64)),
  title_field: z.optional(text(64)),
  order_by: z.optional(text(64)),
  order_direction: z.optional(z.enum(['asc', 'desc'])),
  search_enabled: z.optional(z.boolean()),
  search_excluded_field_ids: z.optional(z.array(text(64)).check(z.maxLength(200))),
  submittable_fields: z.optional(z.array(text(64)).check(z.maxLength(200))),
  submittable_html_fields: z.optional(z.array(text(64)).check(z.maxLength(200))),
  submittable_notifications: z.optional(z.boolean()),
  submittable_receivers: z.optional(text(2000)),
  // Liquid mail templates (lib/mail/templates.ts, up to 64 KB): parsed when the channel is saved.
  submittable_notification_template: z.optional(text(65_536)),
  submittable_confirmations: z.optional(z.boolean()),
  submittable_confirmation_receivers: z.optional(text(2000)),
  submittable_confirmation_template: z.optional(text(65_536)),
  spam_detection: z.optional(z.boolean()),
  rss_title: z.optional(text(200)),
  rss_description: z.optional(text(2000)),
  rss_title_field: z.optional(text(64)),
  rss_description_field: z.optional(text(64)),
};

const customizationsSchema = z.array(customizationSchema).check(
  z.maxLength(200),
  z.superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.name))
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `the field name ${field.name} is used twice` });
      seen.add(field.name);
    });
  }),
);

export const createChannelSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  slug: z.optional(slugSchema),
  customizations: z._default(customizationsSchema, []),
  ...channelSettings,
});
export type CreateChannel = z.infer<typeof createChannelSchema>;

/** PUT changes the fields it names; `customizations`, when sent, replaces the whole list (matched by id or name). */
export const updateChannelSchema = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  slug: z.optional(slugSchema),
  customizations: z.optional(customizationsSchema),
  ...channelSettings,
});
export type UpdateChannel = z.infer<typeof updateChannelSchema>;

export const channelParamsSchema = z.object({ channel: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });
export const entryParamsSchema = z.extend(channelParamsSchema, {
  entry: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

/** `use_acl=true`: a master token sees what the ACLs let the current customer (or an anonymous caller) see. */
const useAclSchema = z._default(
  z.pipe(
    z.enum(['true', 'false', '1', '0']),
    z.transform((value) => value === 'true' || value === '1'),
  ),
  false,
);
export const entryQuerySchema = z.object({ use_acl: useAclSchema });
export const entryListQuerySchema = z.object({
  use_acl: useAclSchema,
  q: z.optional(
    z.string().check(
      z.trim(),
      z.minLength(1),
      z.maxLength(200),
      z.meta({
        description:
          "Only the entries whose searchable fields match these words (the search engine's rules: every word, the last a prefix, one typo on long words, quoted phrases); the list's order and other filters still apply. A channel without search matches nothing.",
      }),
    ),
  ),
  locale: z.optional(
    z.string().check(z.maxLength(20), z.meta({ description: "The locale `q` searches (default: the site's first)." })),
  ),
  per_page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 25),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
});

/** An entry's body: its custom field values under `fields`, validated against the channel's customizations. */
export const entryBodySchema = z.strictObject({
  slug: z.optional(z.nullable(slugSchema)),
  fields: z._default(z.record(z.string().check(z.maxLength(64)), z.unknown()), {}),
});
export type EntryBody = z.infer<typeof entryBodySchema>;
