import { hostIo } from '../lib/cloudcode/sandbox/host.js';
import type { SandboxJob, SandboxOutcome } from '../lib/cloudcode/sandbox/protocol.js';
import { runSandbox } from '../lib/cloudcode/sandbox/run.js';

/**
 * The sandbox on AWS: invoked synchronously with one job (plain JSON), answers its outcome. Its
 * role holds no table, secret or queue permission: the code's SDK calls go back to the API over
 * HTTPS with the invocation's own token, and its `fetch` leaves from here through the address
 * guard, so even an escape from the engine holds nothing. The function's timeout is the outer
 * bound of every invocation.
 */
export const handler = async (job: SandboxJob): Promise<SandboxOutcome> => runSandbox(job, hostIo);
