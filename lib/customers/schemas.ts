import * as z from 'zod';

const nameSchema = z.string().trim().max(100);

export const createCustomerSchema = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(8, 'must be at least 8 characters').max(1024),
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  accepts_marketing: z.boolean().optional(),
});
export type CreateCustomer = z.infer<typeof createCustomerSchema>;

export const updateCustomerSchema = createCustomerSchema.partial();
export type UpdateCustomer = z.infer<typeof updateCustomerSchema>;

/** A customer in a path: its id or its email. */
export const customerParamsSchema = z.object({ customer: z.string().trim().min(1).max(254) });

export const customerLoginSchema = z.strictObject({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(1024),
  /** Session lifetime in seconds: five minutes to thirty days. */
  expires_in: z.number().int().min(300).max(30 * 24 * 3600).optional(),
});
export type CustomerLogin = z.infer<typeof customerLoginSchema>;
