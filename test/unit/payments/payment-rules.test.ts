import { describe, expect, it } from 'vitest';
import { amountOutstanding, capturePlan, financialStatus, mayMove } from '../../../lib/payments/payment-rules.js';

const order = (fields: Record<string, unknown>) => ({ status: 'pending', total: 1000, ...fields });

describe('payment rules', () => {
  it('moves a payment only forward', () => {
    expect(mayMove('pending', 'authorized')).toBe(true);
    expect(mayMove('authorized', 'paid')).toBe(true);
    expect(mayMove('authorized', 'voided')).toBe(true);
    expect(mayMove('pending', 'voided')).toBe(false);
    expect(mayMove('paid', 'failed')).toBe(false);
    expect(mayMove('paid', 'pending' as never)).toBe(false);
    expect(mayMove('canceled', 'paid')).toBe(false);
    expect(mayMove('amount_mismatch', 'paid')).toBe(false);
  });

  it('records money an expired attempt still took at the provider, and nothing else after it', () => {
    expect(mayMove('expired', 'paid')).toBe(true);
    expect(mayMove('expired', 'authorized')).toBe(true);
    expect(mayMove('expired', 'amount_mismatch')).toBe(true);
    expect(mayMove('expired', 'pending' as never)).toBe(false);
    expect(mayMove('expired', 'failed')).toBe(false);
    expect(mayMove('expired', 'expired')).toBe(false);
  });

  it('records money paid after a failed attempt (a declined card retried on the same intent), and nothing else after it', () => {
    expect(mayMove('failed', 'paid')).toBe(true);
    expect(mayMove('failed', 'authorized')).toBe(true);
    expect(mayMove('failed', 'amount_mismatch')).toBe(true);
    expect(mayMove('failed', 'failed')).toBe(false);
    expect(mayMove('failed', 'expired')).toBe(false);
    expect(mayMove('failed', 'canceled')).toBe(false);
  });

  it('computes the financial status from the money fields', () => {
    expect(financialStatus(order({ amount_paid: 0 }))).toBe('pending');
    expect(financialStatus(order({ amount_paid: 0, amount_authorized: 1000 }))).toBe('authorized');
    expect(financialStatus(order({ amount_paid: 400 }))).toBe('partially_paid');
    expect(financialStatus(order({ amount_paid: 1000 }))).toBe('paid');
    expect(financialStatus(order({ amount_paid: 1000, amount_refunded: 1 }))).toBe('partially_refunded');
    expect(financialStatus(order({ amount_paid: 1000, amount_refunded: 1000 }))).toBe('refunded');
    expect(financialStatus(order({ amount_paid: 0, voided: true }))).toBe('voided');
  });

  it('reads an order placed before payments as paid in full when paid or fulfilled', () => {
    expect(financialStatus(order({ status: 'paid' }))).toBe('paid');
    expect(financialStatus(order({ status: 'fulfilled' }))).toBe('paid');
    expect(financialStatus(order({ status: 'pending' }))).toBe('pending');
    expect(amountOutstanding(order({ status: 'paid' }))).toBe(0);
    expect(amountOutstanding(order({ status: 'pending' }))).toBe(1000);
    expect(amountOutstanding(order({ amount_paid: 1200 }))).toBe(0);
  });
});

describe('capturePlan', () => {
  it('captures all of an authorization and releases nothing', () => {
    expect(capturePlan(2500, 2500)).toEqual({ captured: 2500, released: 0 });
  });
  it('releases what a partial capture leaves', () => {
    expect(capturePlan(2500, 1000)).toEqual({ captured: 1000, released: 1500 });
  });
  it('never captures more than authorized, nor less than nothing', () => {
    expect(capturePlan(2500, 3000)).toEqual({ captured: 2500, released: 0 });
    expect(capturePlan(2500, -5)).toEqual({ captured: 0, released: 2500 });
  });
});
