import type { Person } from '@contract/schemas/user';
import type { Row } from '../db/runtime-schemas';

/** A user as anyone who may see them sees them: by name. */
export const presentPerson = (user: Row<'users'>): Person => ({ id: user.id, fullName: user.fullName });

/** A user with the contact details the other side of a deal needs. */
export const presentContact = (user: Row<'users'>): Required<Person> => ({
  ...presentPerson(user),
  email: user.email,
  phoneNumber: user.phoneNumber,
});
