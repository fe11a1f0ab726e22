import { afterAll, beforeAll } from 'vitest';
import { startApi, type ApiOptions, type RequestOptions, type TestApi } from '../../harness/api.js';

export { unique, startApi } from '../../harness/api.js';
export type { ApiResponse, RequestOptions, Owner, TestApi, LoggedRequest, ApiOptions } from '../../harness/api.js';

/**
 * This test file's API: started before its tests and stopped after them (vitest hooks registered
 * here, so the file's own `beforeAll` runs once it is up). Module-level helpers may hold it; a
 * call before it has started fails.
 */
export const useApi = (options: ApiOptions = {}): TestApi => {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startApi(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const live = (): TestApi => {
    if (!started) throw new Error('the test API starts in beforeAll');
    return started;
  };
  return {
    get url() {
      return live().url;
    },
    request: <T = any>(method: string, path: string, options?: RequestOptions) =>
      live().request<T>(method, path, options),
    owner: () => live().owner(),
    siteToken: (who, scopes, options) => live().siteToken(who, scopes, options),
    countRequests: (fn) => live().countRequests(fn),
    get requestLog() {
      return live().requestLog;
    },
    get queues() {
      return live().queues;
    },
    get scheduler() {
      return live().scheduler;
    },
    get mail() {
      return live().mail;
    },
    close: () => live().close(),
  };
};
