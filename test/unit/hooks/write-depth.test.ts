import { describe, expect, it } from 'vitest';
import { DEPTH_ATTRIBUTE, depthAttributes, updateWithDepth } from '../../../lib/hooks/write-depth.js';

describe('depthAttributes', () => {
  it("stores nothing for a client's write and the depth for cloud code's", () => {
    expect(depthAttributes(0)).toEqual({});
    expect(depthAttributes(2)).toEqual({ [DEPTH_ATTRIBUTE]: 2 });
  });
});

describe('updateWithDepth', () => {
  it("removes the depth on a client's write, with the clauses it is given", () => {
    expect(
      updateWithDepth({ set: ['a = :a', 'b = :b'], add: ['version :one'] }, 0, { ':a': 1, ':b': 2, ':one': 1 }),
    ).toEqual({
      UpdateExpression: 'SET a = :a, b = :b ADD version :one REMOVE cloud_code_depth',
      ExpressionAttributeValues: { ':a': 1, ':b': 2, ':one': 1 },
    });
  });

  it("sets the depth on cloud code's write, in the SET clause it has or a new one", () => {
    expect(updateWithDepth({ add: ['redemption_count :one', 'version :one'] }, 3, { ':one': 1 })).toEqual({
      UpdateExpression: 'SET cloud_code_depth = :cloudCodeDepth ADD redemption_count :one, version :one',
      ExpressionAttributeValues: { ':one': 1, ':cloudCodeDepth': 3 },
    });
    expect(
      updateWithDepth({ remove: ['m.#o'], set: ['n = n - :one'], add: ['version :one'] }, 1, { ':one': 1 })
        .UpdateExpression,
    ).toBe('SET n = n - :one, cloud_code_depth = :cloudCodeDepth ADD version :one REMOVE m.#o');
    expect(updateWithDepth({ remove: ['m.#o'] }, 0).UpdateExpression).toBe('REMOVE m.#o, cloud_code_depth');
  });

  it('leaves ExpressionAttributeValues out when there are none (DynamoDB refuses an empty map)', () => {
    expect(updateWithDepth({ remove: ['x'] }, 0)).toEqual({ UpdateExpression: 'REMOVE x, cloud_code_depth' });
  });
});
