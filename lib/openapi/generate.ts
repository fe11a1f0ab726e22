import './placeholder-env.js';
import { readFileSync } from 'node:fs';
import { buildOpenApiDocument, type OpenApiDocument } from './document.js';
import type { RouteTable } from '../endpoint/route.js';
import { loadDescriptions } from './load-descriptions.js';

/** The document as `npm run openapi` writes it: from every function module of the route table. */
export const generateOpenApiDocument = async (table: RouteTable): Promise<OpenApiDocument> => {
  const { descriptions, undescribed } = await loadDescriptions(table);
  if (undescribed.length)
    throw new Error(`Routes without a description: ${undescribed.map((u) => `${u.name} (${u.problem})`).join(', ')}`);
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return buildOpenApiDocument(descriptions, { version }, table.docs);
};

/** The committed file's text: stable key order, two-space indentation, final newline. */
export const serializeDocument = (document: OpenApiDocument): string => `${JSON.stringify(document, null, 2)}\n`;
