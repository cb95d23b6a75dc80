import type { ListingRole, ListingStatus } from '@contract/schemas/enums';
import { LISTING_STATUS_LABELS } from '@contract/schemas/enums';
import type { Row } from '../../db/runtime-schemas';

/*
 * What the mock writes to listing logs (lib/logs.ts writes them), worded like
 * the fixtures' (so a seeded log and one written by the mock read alike).
 */

/** "as a listing agent", "as a seller"... */
const ROLE_PHRASES: Record<ListingRole, string> = {
  'listing-agent': 'a listing agent',
  seller: 'a seller',
  buyers_agent: 'a buying agent',
  buyer: 'a buyer',
};

export const LISTING_LOG_MESSAGES = {
  created: (actor: Row<'users'>) => `${actor.fullName} created the listing`,
  updated: (actor: Row<'users'>) => `${actor.fullName} updated the listing`,
  statusChanged: (actor: Row<'users'>, from: ListingStatus, to: ListingStatus) =>
    `${actor.fullName} changed the status from ${LISTING_STATUS_LABELS[from]} to ${LISTING_STATUS_LABELS[to]}`,
  activated: () => 'The listing became active on its active date',
  userAdded: (actor: Row<'users'>, user: Row<'users'>, role: ListingRole) =>
    `${actor.fullName} added ${user.fullName} as ${ROLE_PHRASES[role]}`,
  userRemoved: (actor: Row<'users'>, user: Row<'users'>, role: ListingRole) =>
    `${actor.fullName} removed ${user.fullName} as ${ROLE_PHRASES[role]}`,
  buyersEmailed: (actor: Row<'users'>, sent: number, subject: string) =>
    `${actor.fullName} e-mailed ${sent} buying ${sent === 1 ? 'agent' : 'agents'}: ${subject}`,
} as const;
