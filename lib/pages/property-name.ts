/** Name rule for additional properties (pages, articles, og_image): one module, imported by the zod schemas and the page model alike. */
export const PROPERTY_NAME = /^[a-z][a-z0-9_]{0,63}$/;
