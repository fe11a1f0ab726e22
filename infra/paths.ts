import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { functionModule } from '../functions/routes.js';

/** Repository root: bundling entries, the lock file and cdk.json are resolved from here. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** `functions/<domain>/<name>.ts`: the file a route row names. */
export const functionEntry = (name: string): string =>
  path.join(projectRoot, 'functions', `${functionModule(name)}.ts`);

export const depsLockFile = path.join(projectRoot, 'package-lock.json');

/** The installed Powertools tracer version (package-lock.json), which picks the matching Lambda layer. */
export const powertoolsVersion = (): string => {
  const lock = JSON.parse(readFileSync(depsLockFile, 'utf8')) as { packages: Record<string, { version?: string }> };
  const version = lock.packages['node_modules/@aws-lambda-powertools/tracer']?.version;
  if (!version) throw new Error('@aws-lambda-powertools/tracer is not in package-lock.json');
  return version;
};
