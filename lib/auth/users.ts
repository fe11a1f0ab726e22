import { TABLE_NAME } from '../db/client.js';
import { readItem } from '../db/one-item.js';
import { readPartition } from '../db/query-all.js';
import { keys, newId, timestamp } from '../db/keys.js';
import { conflict } from '../http/errors.js';
import { hashPassword } from './passwords.js';
import { recordOf } from '../db/record.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';

export interface User {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

interface UserItem extends User {
  readonly passwordHash: string;
}

/** Emails are compared case-insensitively. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const withoutSecrets = /* @__PURE__ */ recordOf<User>(['passwordHash']);

/** Sort key of the user's profile on its GSI1 partition, beside its memberships (`SITE#`) and tokens (`TOKEN#`). */
const PROFILE = 'PROFILE';

/**
 * The writes that create a user, for a caller's transaction: the email claim (labelled `email`;
 * its condition fails when the email is taken) and the user item (`user`), which also sits on the user's GSI1
 * partition so one Query returns the profile with the memberships and tokens.
 */
export const newUserWrites = async (input: {
  email: string;
  name: string;
  password: string;
}): Promise<{ user: User; items: TransactionItem[] }> => {
  const now = timestamp();
  const user: UserItem = {
    id: newId(),
    email: normalizeEmail(input.email),
    name: input.name,
    passwordHash: await hashPassword(input.password),
    createdAt: now,
    updatedAt: now,
  };
  const items: TransactionItem[] = [
    labelled('email', {
      Put: {
        TableName: TABLE_NAME,
        Item: { ...keys.email(user.email), userId: user.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    }),
    labelled('user', {
      Put: {
        TableName: TABLE_NAME,
        Item: { ...keys.user(user.id), gsi1pk: keys.userIndex(user.id), gsi1sk: PROFILE, ...user },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    }),
  ];
  return { user: withoutSecrets({ ...user }), items };
};

/** 409 `email_taken`: the email claim of {@link newUserWrites} failed its condition. */
export const emailTaken = () => conflict('email_taken', 'A user with this email already exists');

/** Creates a user and claims its email in one transaction; 409 when the email is taken. */
export const createUser = async (input: { email: string; name: string; password: string }): Promise<User> => {
  const { user, items } = await newUserWrites(input);
  try {
    await sendTransaction(items);
  } catch (error) {
    if (error instanceof TransactionRefused && error.refused('email')) throw emailTaken();
    throw error;
  }
  return user;
};

/** A user's token as its GSI1 entry shows it: enough to grant it a site. */
export interface UserTokenRef {
  readonly key: { readonly pk: string; readonly sk: string };
  readonly kind: string;
  readonly siteId?: string;
}

/**
 * A user's profile and tokens: one Query on the user's GSI1 partition (profile, memberships and
 * tokens side by side; looped only past 1 MB). Users created before the profile entry existed
 * fall back to one GetItem.
 */
export const readUserIndex = async (userId: string): Promise<{ user?: User; tokens: UserTokenRef[] }> => {
  const items = await readPartition({ pk: keys.userIndex(userId), index: 'gsi1' });
  const profile = items.find((item) => item.gsi1sk === PROFILE);
  const tokens = items
    .filter((item) => String(item.gsi1sk).startsWith('TOKEN#'))
    .map((item) => ({
      key: { pk: item.pk as string, sk: item.sk as string },
      kind: item.kind as string,
      siteId: item.siteId as string | undefined,
    }));
  return { user: profile ? withoutSecrets(profile) : await getUser(userId), tokens };
};

/** A user by id: one GetItem. */
export const getUser = async (userId: string): Promise<User | undefined> => {
  const item = await readItem(keys.user(userId), { eventual: true });
  return item && withoutSecrets(item);
};

/** The user id claiming an email: one GetItem. */
export const userIdForEmail = async (email: string): Promise<string | undefined> => {
  return (await readItem(keys.email(normalizeEmail(email)), { eventual: true }))?.userId as string | undefined;
};

/** A user with its password hash, for checking credentials: one GetItem. */
export const getUserCredentials = async (userId: string): Promise<(User & { passwordHash: string }) | undefined> => {
  const item = await readItem(keys.user(userId));
  if (!item) return undefined;
  return { ...withoutSecrets(item), passwordHash: item.passwordHash as string };
};
