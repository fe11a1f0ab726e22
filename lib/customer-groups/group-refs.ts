import * as z from 'zod/mini';

/**
 * A customer's groups as a customer write names them (ids or slugs, at most 20), and as a customer
 * shows them: in a module of their own so that the customers' bundles carry none of the groups'
 * route schemas.
 */
export const groupRefsSchema = z
  .array(z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(100)))
  .check(
    z.maxLength(20),
    z.refine((refs) => new Set(refs).size === refs.length, 'must not repeat a group'),
    z.meta({ description: 'Group ids or slugs; the customer is a member of exactly these' }),
  );

/** A group as a customer shows it. */
export const groupRefSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{24}$/)),
  slug: z.string(),
  name: z.string(),
});

/** A group as a customer holds it: a copy, refreshed off the request path when the group is renamed. */
export interface GroupRef {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}
