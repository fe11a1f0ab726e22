import * as z from 'zod/mini';

// The key joining a product (or its type) to a reduced rate: one definition, so both sides always
// normalize it alike. A module of its own, not `*schemas.ts`: the product routes carry this field,
// never the tax settings routes' schemas.

/** A VAT category (`reduced`, `books`…): trimmed, lowercased, letters, digits, `_` or `-`. */
export const taxCategory = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9][a-z0-9_-]{0,49}$/, 'must be lowercase letters, digits, _ or -'));
