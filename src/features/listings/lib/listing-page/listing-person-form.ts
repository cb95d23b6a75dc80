import { EmailSchema, optionalText } from '@contract/schemas/common';
import type { ListingRole } from '@contract/schemas/enums';
import { z } from 'zod';

/** The roles a listing agent adds on the people tab; buying agents join with their first offer. */
export const ADDABLE_ROLES = ['seller', 'listing-agent'] as const satisfies readonly ListingRole[];

export const ListingPersonFormSchema = z.object({
  email: EmailSchema,
  fullName: optionalText(),
  role: z.enum(ADDABLE_ROLES),
  automaticallyNotify: z.boolean(),
});
export type ListingPersonFormValues = z.infer<typeof ListingPersonFormSchema>;

export const EMPTY_PERSON: ListingPersonFormValues = {
  email: '',
  fullName: '',
  role: 'seller',
  automaticallyNotify: true,
};

/** The one-element body of POST listing/{id}/users; automaticallyNotify belongs to sellers only. */
export const toListingUserInput = ({ email, fullName, role, automaticallyNotify }: ListingPersonFormValues) => [
  {
    email,
    fullName: fullName ? fullName : null,
    role,
    ...(role === 'seller' ? { automaticallyNotify } : {}),
  },
];

/** The API names the body's fields by their place in the array ('0.email'); the form by name. */
export const personFieldOf = (serverField: string): keyof ListingPersonFormValues | null => {
  const name = serverField.replace(/^0\./, '');
  return name === 'email' || name === 'fullName' || name === 'role' || name === 'automaticallyNotify' ? name : null;
};

/** How a seller hears of offers, as the people tab says it. */
export const notifyText = (automaticallyNotify: boolean): string =>
  automaticallyNotify ? 'Notified of offers automatically' : 'Notified after listing agent approval';
