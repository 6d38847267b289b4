import type { Command } from '../shared/decider.js';
import type { UserRegistered, UserRole } from './events.js';

/** `userId` must be `userIdFromEmail(email)`; `passwordHash` is an argon2id PHC string, never the password. */
export type RegisterUser = Command<'RegisterUser', Omit<UserRegistered['data'], 'registeredAt'> & { now: string }>;
export type ChangeUserRole = Command<'ChangeUserRole', { userId: string; role: UserRole; now: string }>;
export type ChangePassword = Command<'ChangePassword', { userId: string; passwordHash: string; now: string }>;

export type UserCommand = RegisterUser | ChangeUserRole | ChangePassword;
