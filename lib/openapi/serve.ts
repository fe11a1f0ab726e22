import * as z from 'zod/mini';

/** The document as served: `servers` names the address it was requested from. */
export const withServer = <D extends object>(document: D, base: string): D & { servers: { url: string }[] } =>
  ({ ...document, servers: [{ url: base, description: 'This server' }] });

/** What GET /openapi.json promises about itself (the document's own structure is the linter's business). */
export const openApiDocumentSchema = z.catchall(z.object({
  openapi: z.string(),
  info: z.looseObject({}),
  servers: z.array(z.object({ url: z.string(), description: z.optional(z.string()) })),
  paths: z.looseObject({}),
}), z.unknown());
