import type { ListingRole } from '@contract/schemas/enums';
import type { Row } from '../../db/runtime-schemas';
import { sameEmail } from '../../policies/users';
import type { DomainDeps } from '../deps';
import { addParty, removeParties, type PartyPlan } from './parties';

/*
 * The edit form sends the whole list of sellers and of co-listing agents, so
 * an update makes the listing's people in that role match it: people no
 * longer listed are removed, new ones added (unknown e-mails invited), and a
 * listed seller's automaticallyNotify follows the form. `keep` are e-mails
 * the form never removes (the creator and the editing agent: they leave
 * through DELETE /listing/{id}/users/{userId}).
 */

export type PartySync = { plans: readonly PartyPlan[]; role: ListingRole; keep?: readonly string[] };

/** Resolves how many rows changed besides additions and removals (a seller's notify flag), for the log. */
export const syncParties = async (
  deps: DomainDeps,
  { listingId, actor, sync }: { listingId: number; actor: Row<'users'>; sync: PartySync },
): Promise<{ flagsChanged: number }> => {
  const { db } = deps;
  const emailOf = (row: Row<'listingUsers'>) => db.users.findById(row.userId)?.email ?? '';
  const current = db.listingUsers.findBy('listingId', listingId).filter((row) => row.role === sync.role);
  const wanted = [...sync.plans.map((plan) => plan.email), ...(sync.keep ?? [])];
  const listed = (email: string) => wanted.some((other) => sameEmail(other, email));

  await removeParties(deps, { rows: current.filter((row) => !listed(emailOf(row))), actor });

  let flagsChanged = 0;
  for (const plan of sync.plans) {
    const existing = current.find((row) => sameEmail(emailOf(row), plan.email));
    if (!existing) {
      await addParty(deps, { plan, listingId, actor });
      continue;
    }
    const notify = plan.role === 'seller' ? (plan.automaticallyNotify ?? existing.automaticallyNotify) : false;
    if (notify !== existing.automaticallyNotify) {
      await db.listingUsers.update(existing.id, { automaticallyNotify: notify });
      flagsChanged += 1;
    }
  }
  return { flagsChanged };
};
