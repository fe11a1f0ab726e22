import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { runtimeFile } from './runtime-file.js';

let document: Record<string, unknown> | undefined;

/**
 * The document `npm run openapi` generated: beside the bundle on Lambda (the CDK copies it there,
 * see infra/constructs/api-function.ts), else at the repository root. Read and parsed on the first
 * request of a container, not at every cold start.
 */
export const generatedDocument = (): Record<string, unknown> => {
  if (!document) {
    const file = runtimeFile('openapi.json', () => fileURLToPath(new URL('../../openapi.json', import.meta.url)));
    document = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  }
  return document;
};

/** The document as served: `servers` names the address it was requested from. */
export const withServer = <D extends object>(document: D, base: string): D & { servers: { url: string }[] } => ({
  ...document,
  servers: [{ url: base, description: 'This server' }],
});

/** What GET /openapi.json promises about itself (the document's own structure is the linter's business). */
export const openApiDocumentSchema = z.catchall(
  z.object({
    openapi: z.string(),
    info: z.looseObject({}),
    servers: z.array(z.object({ url: z.string(), description: z.optional(z.string()) })),
    paths: z.looseObject({}),
  }),
  z.unknown(),
);
