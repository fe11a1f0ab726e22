#!/usr/bin/env node
// The `site-api` command (package.json `bin`, `npm run cli --`): loads the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
