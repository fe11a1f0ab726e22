import * as z from 'zod/mini';

/** Name rule for additional properties (pages, articles, og_image), shared by the zod schemas and the page model. */
export const PROPERTY_NAME = /^[a-z][a-z0-9_]{0,63}$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Names of a body's additional properties (pages, articles) must follow {@link PROPERTY_NAME}; the
 * `known` fields are exempt. Checked even when other fields are invalid.
 */
export const propertyNamesCheck = (known: ReadonlySet<string>) =>
  z.superRefine<Record<string, unknown>>(
    (body, ctx) => {
      for (const name of Object.keys(body)) {
        if (known.has(name) || PROPERTY_NAME.test(name)) continue;
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is not a valid property name (lowercase letters, digits and _, starting with a letter)',
        });
      }
    },
    { when: (payload) => isPlainObject(payload.value) },
  );
