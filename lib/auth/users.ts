import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../db/client.js';
import { keys, newId, timestamp } from '../db/keys.js';
import { conflict } from '../http/errors.js';
import { hashPassword } from './passwords.js';

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

const withoutSecrets = ({ passwordHash: _hash, pk: _pk, sk: _sk, ...user }: Record<string, unknown>): User => user as unknown as User;

/** Creates a user and claims its email in one transaction; 409 when the email is taken. */
export const createUser = async (input: { email: string; name: string; password: string }): Promise<User> => {
  const now = timestamp();
  const user: UserItem = {
    id: newId(),
    email: normalizeEmail(input.email),
    name: input.name,
    passwordHash: await hashPassword(input.password),
    createdAt: now,
    updatedAt: now,
  };
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: TABLE_NAME, Item: { ...keys.email(user.email), userId: user.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: TABLE_NAME, Item: { ...keys.user(user.id), ...user }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ],
    }));
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') {
      throw conflict('email_taken', 'A user with this email already exists');
    }
    throw error;
  }
  return withoutSecrets({ ...user });
};

/** A user by id: one GetItem. */
export const getUser = async (userId: string): Promise<User | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.user(userId) }));
  return Item && withoutSecrets(Item);
};

/** The user id claiming an email: one GetItem. */
export const userIdForEmail = async (email: string): Promise<string | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.email(normalizeEmail(email)) }));
  return Item?.userId as string | undefined;
};

/** A user with its password hash, for checking credentials: one GetItem. */
export const getUserCredentials = async (userId: string): Promise<(User & { passwordHash: string }) | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.user(userId), ConsistentRead: true }));
  if (!Item) return undefined;
  return { ...withoutSecrets(Item), passwordHash: Item.passwordHash as string };
};

/** Public shape of a user. */
export const presentUser = (user: User) => ({ id: user.id, email: user.email, name: user.name, created_at: user.createdAt });
