import { readFileSync, writeFileSync } from 'node:fs';
import { generateOpenApiDocument, serializeDocument } from '../lib/openapi/generate.js';

// npm run openapi            writes openapi.json at the repository root from the route table's handlers
// npm run openapi -- --check exits 1 when the committed openapi.json differs from a fresh generation
const target = new URL('../openapi.json', import.meta.url);
const text = serializeDocument(await generateOpenApiDocument());

if (process.argv.includes('--check')) {
  let committed = '';
  try { committed = readFileSync(target, 'utf8'); } catch { /* missing counts as stale */ }
  if (committed !== text) {
    console.error('openapi.json is stale: run npm run openapi and commit it');
    process.exit(1);
  }
  console.log('openapi.json is up to date');
} else {
  writeFileSync(target, text);
  const document = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
  const operations = Object.values(document.paths).reduce((count, path) => count + Object.keys(path).length, 0);
  console.log(`wrote openapi.json: ${operations} operations, ${text.length} bytes`);
}
