import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A file a function reads at run time: the copy the CDK puts beside its bundle (`RUNTIME_FILES` in
 * infra/constructs/api-function.ts) when there is one, else where `fromSource` finds it when the
 * code runs from the repository (tests, the local server).
 */
export const runtimeFile = (besideBundle: string, fromSource: () => string): string => {
  const copy = join(dirname(fileURLToPath(import.meta.url)), besideBundle);
  return existsSync(copy) ? copy : fromSource();
};
