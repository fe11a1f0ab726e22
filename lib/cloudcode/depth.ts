import type { Principal } from '../auth/principal.js';
import { ApiError } from '../http/errors.js';
import { cloudCodeLimits } from './limits.js';

/** A write (or call) at this depth is refused: hooks may not trigger hooks more than 3 deep. */
export const depthLimitError = () =>
  new ApiError(500, 'cloud_code_limit', 'Cloud code may not trigger cloud code more than 3 levels deep');

/**
 * The depth of a write (0 for a client's; a cloud code invocation's token carries its own), for the
 * write's items to record: 4 deep is refused with `cloud_code_limit` before anything is read or
 * stored. No I/O: write paths that run no before-hook (orders) call it alone.
 */
export const writeDepth = (principal: Principal): number => {
  const depth = principal.token.invocationDepth ?? 0;
  if (depth >= cloudCodeLimits().maxDepth) throw depthLimitError();
  return depth;
};
