import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';

/** Keys are exact (hideNewListingInfoBanner), as the client sends them. */
export const findPreference = (db: Database, userId: number, key: string): Row<'preferences'> | undefined =>
  db.preferences.findBy('userId', userId).find((preference) => preference.key === key);
