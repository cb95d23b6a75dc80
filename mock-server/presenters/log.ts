import type { LogEntry } from '@contract/schemas/log';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { presentPerson } from './person';

/** A stored log row -> the API's LogEntry: the actor by name only (null for the system, or a user since deleted). */
export const presentLogEntry = (db: Database, entry: Row<'logs'>): LogEntry => {
  const actor = entry.actorId === null ? undefined : db.users.findById(entry.actorId);
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    action: entry.action,
    message: entry.message,
    actor: actor ? presentPerson(actor) : null,
  };
};
