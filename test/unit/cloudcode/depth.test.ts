import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../lib/auth/principal.js';
import { writeDepth } from '../../../lib/cloudcode/depth.js';

// Cloud code: a write made by cloud code is one level deeper than the write that ran it; at depth 4
// it is refused with cloud_code_limit before anything is read or stored. The hooks' chains stop
// before that (cloud-code-hooks.test.ts); this is the guard every write path calls.
const by = (invocationDepth?: number) =>
  ({ token: { ...(invocationDepth !== undefined && { invocationDepth }) } }) as unknown as Principal;

describe('writeDepth', () => {
  it("is 0 for a client's write and the invocation's depth for cloud code's, up to 3", () => {
    expect([writeDepth(by()), writeDepth(by(1)), writeDepth(by(3))]).toEqual([0, 1, 3]);
  });

  it('refuses a write 4 deep with 500 cloud_code_limit', () => {
    expect(() => writeDepth(by(4))).toThrow(expect.objectContaining({ status: 500, code: 'cloud_code_limit' }));
    expect(() => writeDepth(by(7))).toThrow(expect.objectContaining({ code: 'cloud_code_limit' }));
  });
});
