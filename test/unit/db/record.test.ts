import { describe, expect, it } from 'vitest';
import { recordOf, toRecord } from '../../../lib/db/record.js';

describe('toRecord', () => {
  it('drops key, index and TTL attributes and keeps every other one', () => {
    const item = {
      pk: 's#X',
      sk: 'id',
      gsi1pk: 'a',
      gsi1sk: 'b',
      gsi2pk: 'c',
      gsi2sk: 'd',
      ttl: 5,
      id: 'id',
      name: 'n',
      version: 2,
    };
    expect(toRecord(item)).toEqual({ id: 'id', name: 'n', version: 2 });
  });

  it('drops the attributes a record type never carries', () => {
    expect(toRecord({ pk: 'p', sk: 's', email: 'e', password_hash: 'h' }, ['password_hash'])).toEqual({ email: 'e' });
  });

  it('leaves the stored item as it was', () => {
    const item = { pk: 'p', sk: 's', id: 'i' };
    toRecord(item);
    expect(item).toEqual({ pk: 'p', sk: 's', id: 'i' });
  });

  it('makes converters with recordOf', () => {
    const toThing = recordOf<{ id: string }>(['secret']);
    expect(toThing({ pk: 'p', sk: 's', id: 'i', secret: 'x' })).toEqual({ id: 'i' });
  });
});
