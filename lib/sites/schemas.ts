import * as z from 'zod';
import { ROLES } from '../auth/scopes.js';

/** A DNS label that cannot be mistaken for an id. */
export const subdomainSchema = z.string().trim().toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a DNS label: lowercase letters, digits and inner hyphens')
  .refine((value) => !/^[0-9a-f]{24}$/.test(value), 'must not look like an id (24 hex characters)');

export const localeSchema = z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as en or fr-CA');

export const createSiteSchema = z.strictObject({
  subdomain: subdomainSchema,
  name: z.string().trim().min(1).max(200),
  locales: z.array(localeSchema).min(1).max(50).refine((l) => new Set(l).size === l.length, 'must not repeat a locale').default(['en']),
});
export type CreateSite = z.infer<typeof createSiteSchema>;

export const siteParamsSchema = z.object({ site: z.string().min(1).max(63) });
export const memberParamsSchema = siteParamsSchema.extend({ user: z.string().regex(/^[0-9a-f]{24}$/, 'must be a user id') });

export const addMemberSchema = z.strictObject({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(200).optional(),
  password: z.string().min(10, 'must be at least 10 characters').max(1024).optional(),
  role: z.enum(ROLES).default('member'),
});
export type AddMember = z.infer<typeof addMemberSchema>;
