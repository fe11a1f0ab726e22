import { readFileSync, writeFileSync } from 'node:fs';
import { CLIENT_TYPES_FILE, generateClientTypes } from '../client/generate.js';
import { generateOpenApiDocument, serializeDocument } from '../lib/openapi/generate.js';
import { routeTable } from './route-table.js';

// npm run openapi            writes openapi.json at the repository root from the route table's handlers,
//                            then the typed client's types (client/openapi-types.ts) from that document
// npm run openapi -- --check exits 1 when either committed file differs from a fresh generation
const target = new URL('../openapi.json', import.meta.url);
const text = serializeDocument(await generateOpenApiDocument(routeTable));
const types = await generateClientTypes(text);

const readOrEmpty = (file: URL) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; /* missing counts as stale */
  }
};

if (process.argv.includes('--check')) {
  const stale = [
    [target, text],
    [CLIENT_TYPES_FILE, types],
  ].filter(([file, fresh]) => readOrEmpty(file as URL) !== fresh);
  if (stale.length) {
    console.error(
      `${stale.map(([file]) => (file as URL).pathname.split('/').slice(-2).join('/')).join(' and ')} stale: run npm run openapi and commit`,
    );
    process.exit(1);
  }
  console.log('openapi.json and client/openapi-types.ts are up to date');
} else {
  writeFileSync(target, text);
  writeFileSync(CLIENT_TYPES_FILE, types);
  const document = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
  const operations = Object.values(document.paths).reduce((count, path) => count + Object.keys(path).length, 0);
  console.log(
    `wrote openapi.json: ${operations} operations, ${text.length} bytes; client/openapi-types.ts: ${types.length} bytes`,
  );
}
