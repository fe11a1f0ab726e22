import { describe, expect, it } from 'vitest';
import { takenValues, uniqueClaimItems } from '../../../lib/custom-fields/claims.js';
import { TransactionRefused } from '../../../lib/db/transaction.js';

const SITE = '0123456789abcdef01234567';
const RECORD = 'abcdef0123456789abcdef01';

describe('uniqueClaimItems', () => {
  it('claims every unique value of a new record, each conditioned on not existing', () => {
    const items = uniqueClaimItems(SITE, 'customers', RECORD, undefined, { code: 'h1', gtin: 'h2' });
    expect(items.map((item) => item.label)).toEqual(['unique:code', 'unique:gtin']);
    expect(items[0]?.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(items[0]?.Put?.Item).toMatchObject({
      pk: `${SITE}#CUSTOM_UNIQUE#customers#code`,
      sk: 'h1',
      owner_id: RECORD,
    });
  });

  it('costs nothing for unchanged values, moves changed ones and releases dropped ones', () => {
    const items = uniqueClaimItems(
      SITE,
      'products',
      RECORD,
      { code: 'h1', gtin: 'h2', old: 'h3' },
      { code: 'h1', gtin: 'h9' },
    );
    expect(items.map((item) => item.label)).toEqual(['unique:gtin', 'unique-release:gtin', 'unique-release:old']);
    expect(items[1]?.Delete?.Key).toEqual({ pk: `${SITE}#CUSTOM_UNIQUE#products#gtin`, sk: 'h2' });
    expect(items[1]?.Delete?.ExpressionAttributeValues).toEqual({ ':owner': RECORD });
  });

  it('releases every claim of a deleted record', () => {
    expect(uniqueClaimItems(SITE, 'customers', RECORD, { code: 'h1' }, undefined).map((item) => item.label)).toEqual([
      'unique-release:code',
    ]);
  });
});

describe('takenValues', () => {
  it('answers 422 taken naming custom_fields.<name> for each refused claim', () => {
    const answer = takenValues(new TransactionRefused(['unique:code', 'unique:gtin']));
    expect(answer?.status).toBe(422);
    expect(answer?.errors?.map((e) => [e.field, e.code])).toEqual([
      ['custom_fields.code', 'taken'],
      ['custom_fields.gtin', 'taken'],
    ]);
  });

  it('answers nothing for other refusals', () => {
    expect(takenValues(new TransactionRefused(['item']))).toBeUndefined();
    expect(takenValues(new TransactionRefused(['unique-release:code']))).toBeUndefined();
  });
});
