import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';

/** E-mail addresses are compared the way people type them: trimmed, case-insensitive. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export const findUserByEmail = (db: Database, email: string): Row<'users'> | undefined =>
  db.users.findFirst((user) => sameEmail(user.email, email));

/** Whether another user already has the address (`exceptUserId`: the user changing their own). */
export const isEmailTaken = (db: Database, email: string, exceptUserId?: number): boolean =>
  db.users.findFirst((user) => user.id !== exceptUserId && sameEmail(user.email, email)) !== undefined;
