import * as z from 'zod/mini';
import '../http/zod-locale.js';

/** A feed's document (RSS 2.0 or Atom 1.0 XML). */
export const feedDocumentSchema = z.string().check(z.meta({ description: 'The feed document (XML)' }));

/** `?site=`: the site a feed reader names (id or subdomain), or X-Service-Site. */
export const feedQuerySchema = z.object({
  site: z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(100),
        z.meta({ description: 'The site: its id or subdomain (or send X-Service-Site)' }),
      ),
  ),
});

export const blogFeedParamsSchema = z.object({ blog: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });
