import * as z from 'zod/mini';
import { groupRefsSchema } from '../customer-groups/group-refs.js';

const nameSchema = z.string().check(z.trim(), z.maxLength(100));

export const createCustomerSchema = z.strictObject({
  email: z.email().check(z.maxLength(254)),
  password: z.string().check(z.minLength(8, 'must be at least 8 characters'), z.maxLength(1024)),
  first_name: z.optional(nameSchema),
  last_name: z.optional(nameSchema),
  phone: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(40)))),
  accepts_marketing: z.optional(z.boolean()),
  groups: z.optional(groupRefsSchema),
  /** Values of the site's customer fields (GET /customers/customizations); on update merged field by field, `null` clears one. */
  custom_fields: z.optional(z.record(z.string(), z.unknown())),
});
export type CreateCustomer = z.infer<typeof createCustomerSchema>;

export const updateCustomerSchema = z.partial(createCustomerSchema);
export type UpdateCustomer = z.infer<typeof updateCustomerSchema>;

/** A customer in a path: its id or its email. */
export const customerParamsSchema = z.object({
  customer: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
});

export const customerLoginSchema = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  /** Session lifetime in seconds: five minutes to thirty days. */
  expires_in: z.optional(z.number().check(z.int(), z.gte(300), z.lte(30 * 24 * 3600))),
});
export type CustomerLogin = z.infer<typeof customerLoginSchema>;

/** POST /customers/confirm: the token of the confirmation link. */
export const confirmCustomerSchema = z.strictObject({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

/** POST /customers?notify=false: no welcome mail for an account created confirmed. */
export const createCustomerQuerySchema = z.object({ notify: z.optional(z.enum(['true', 'false'])) });

/** POST /customers/password_reset: the address typed. */
export const passwordResetRequestSchema = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
});

/** POST /customers/password_reset/confirm: the link's token and the new password. */
export const passwordResetConfirmSchema = z.strictObject({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  password: createCustomerSchema.shape.password,
});

/** POST /customers/me/password. */
export const changeOwnPasswordSchema = z.strictObject({
  current_password: z.string().check(z.minLength(1), z.maxLength(1024)),
  password: createCustomerSchema.shape.password,
});

/** PUT /customers/me: today only the e-mail address, which changes once the new one is confirmed. */
export const updateOwnCustomerSchema = z.strictObject({ email: createCustomerSchema.shape.email });
