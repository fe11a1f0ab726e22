import { describe, expect, it } from 'vitest';
import {
  ACL_LEVELS,
  ACL_OPERATIONS,
  aclAllows,
  aclGroup,
  aclLevelSchema,
  aclMayReadAny,
  aclNeedsGroups,
  aclSubject,
  type Acl,
  type AclLevel,
  type AclOperation,
} from '../../../lib/channels/acl.js';

const OWNER = 'c-owner';
const OTHER = 'c-other';
const allAt = (level: AclLevel): Acl => ({ create: level, read: level, update: level, delete: level });

/** The callers of the matrix, as subjects, and what each may do at each level. */
const callers = {
  master: aclSubject({ master: true, useAcl: false }),
  'master with a session': aclSubject({ master: true, useAcl: false, customerId: OWNER }),
  'master with use_acl': aclSubject({ master: true, useAcl: true }),
  "master with use_acl and the owner's session": aclSubject({ master: true, useAcl: true, customerId: OWNER }),
  'non-master': aclSubject({ master: false, useAcl: false }),
  'non-master with use_acl=false': aclSubject({ master: false, useAcl: false }),
  "non-master with the owner's session": aclSubject({ master: false, useAcl: false, customerId: OWNER }),
  'another customer': aclSubject({ master: false, useAcl: false, customerId: OTHER }),
} as const;

type Caller = keyof typeof callers;

const expected = (caller: Caller, level: (typeof ACL_LEVELS)[number], operation: AclOperation): boolean => {
  const subject = callers[caller];
  if (subject.bypass) return true;
  const customer = subject.customerId;
  return {
    public: true,
    customers: customer !== undefined,
    owner: customer !== undefined && (operation === 'create' || customer === OWNER),
    none: false,
  }[level];
};

describe('aclSubject', () => {
  it('bypasses ACLs for master tokens only, and not with use_acl', () => {
    expect(aclSubject({ master: true, useAcl: false }).bypass).toBe(true);
    expect(aclSubject({ master: true, useAcl: true }).bypass).toBe(false);
    expect(aclSubject({ master: false, useAcl: false }).bypass).toBe(false);
    expect(aclSubject({ master: false, useAcl: true }).bypass).toBe(false);
  });

  it('keeps the current customer', () => {
    expect(aclSubject({ master: false, useAcl: false, customerId: 'c1' }).customerId).toBe('c1');
  });
});

describe('aclAllows: the whole matrix', () => {
  for (const caller of Object.keys(callers) as Caller[]) {
    for (const level of ACL_LEVELS) {
      for (const operation of ACL_OPERATIONS) {
        const allowed = expected(caller, level, operation);
        it(`${allowed ? 'allows' : 'denies'} ${caller} to ${operation} under ${level}`, () => {
          expect(aclAllows(allAt(level), operation, callers[caller], OWNER)).toBe(allowed);
        });
      }
    }
  }
});

describe('aclAllows: details', () => {
  it('uses the level of the operation asked for', () => {
    const acl: Acl = { create: 'none', read: 'public', update: 'owner', delete: 'customers' };
    const customer = aclSubject({ master: false, useAcl: false, customerId: OWNER });
    expect(aclAllows(acl, 'create', customer)).toBe(false);
    expect(aclAllows(acl, 'read', aclSubject({ master: false, useAcl: false }))).toBe(true);
    expect(aclAllows(acl, 'update', customer, OWNER)).toBe(true);
    expect(aclAllows(acl, 'update', customer, OTHER)).toBe(false);
    expect(aclAllows(acl, 'delete', customer, null)).toBe(true);
  });

  it('never lets an anonymous caller own an entry that has no owner', () => {
    const anonymous = aclSubject({ master: false, useAcl: false });
    expect(aclAllows(allAt('owner'), 'read', anonymous, undefined)).toBe(false);
    expect(aclAllows(allAt('owner'), 'read', anonymous, null)).toBe(false);
    expect(
      aclAllows(allAt('owner'), 'update', aclSubject({ master: false, useAcl: false, customerId: OWNER }), null),
    ).toBe(false);
  });

  it('denies an unknown level', () => {
    expect(
      aclAllows(
        { ...allAt('public'), read: 'everyone' as AclLevel },
        'read',
        aclSubject({ master: false, useAcl: false, customerId: OWNER }),
      ),
    ).toBe(false);
  });
});

describe('aclMayReadAny', () => {
  it('tells when a list is empty without reading it', () => {
    const anonymous = aclSubject({ master: false, useAcl: false });
    const customer = aclSubject({ master: false, useAcl: false, customerId: OWNER });
    expect(aclMayReadAny(allAt('public'), anonymous)).toBe(true);
    expect(aclMayReadAny(allAt('customers'), anonymous)).toBe(false);
    expect(aclMayReadAny(allAt('customers'), customer)).toBe(true);
    expect(aclMayReadAny(allAt('owner'), anonymous)).toBe(false);
    expect(aclMayReadAny(allAt('owner'), customer)).toBe(true);
    expect(aclMayReadAny(allAt('none'), customer)).toBe(false);
    expect(aclMayReadAny(allAt('none'), aclSubject({ master: true, useAcl: false }))).toBe(true);
  });
});

describe('group:<slug> levels', () => {
  const acl = allAt('group:vip');
  it('let only a customer whose groups hold the slug pass, for every operation', () => {
    for (const operation of ACL_OPERATIONS) {
      expect(aclAllows(acl, operation, { bypass: false, customerId: OWNER, groups: ['vip'] })).toBe(true);
      expect(aclAllows(acl, operation, { bypass: false, customerId: OWNER, groups: ['other'] })).toBe(false);
      expect(aclAllows(acl, operation, { bypass: false, customerId: OWNER })).toBe(false);
      expect(aclAllows(acl, operation, { bypass: false, groups: ['vip'] })).toBe(false);
      expect(aclAllows(acl, operation, { bypass: true })).toBe(true);
    }
  });

  it('ask for the groups only when a customer meets a group level', () => {
    expect(aclNeedsGroups(acl, 'read', { bypass: false, customerId: OWNER })).toBe(true);
    expect(aclNeedsGroups(acl, 'read', { bypass: false, customerId: OWNER, groups: [] })).toBe(false);
    expect(aclNeedsGroups(acl, 'read', { bypass: false })).toBe(false);
    expect(aclNeedsGroups(allAt('customers'), 'read', { bypass: false, customerId: OWNER })).toBe(false);
    expect(aclGroup('group:vip')).toBe('vip');
    expect(aclGroup('owner')).toBeUndefined();
  });

  it('are valid levels in the schema; a malformed one is not', () => {
    expect(aclLevelSchema.safeParse('group:vip-2').success).toBe(true);
    expect(aclLevelSchema.safeParse('group:').success).toBe(false);
    expect(aclLevelSchema.safeParse('group:Not A Slug').success).toBe(false);
    expect(aclLevelSchema.safeParse('everyone').success).toBe(false);
  });
});
