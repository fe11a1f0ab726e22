import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repository root: bundling entries, the lock file and cdk.json are resolved from here. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** `functions/<name>.ts`: the file a route row names. */
export const functionEntry = (name: string): string => path.join(projectRoot, 'functions', `${name}.ts`);

export const depsLockFile = path.join(projectRoot, 'package-lock.json');
