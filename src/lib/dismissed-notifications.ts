import { browserStores, type StorageLike } from './storage';

/*
 * Which system notifications the user closed, remembered in this browser's local storage so
 * a closed one stays closed after a reload, and a new one still shows. A
 * notification has no id (only a header and content), so it is known by a hash of
 * both: an edited notification counts as new.
 */

const DISMISSED_NOTIFICATIONS_KEY = 'dismissedSystemNotifications';

/** Enough for every notification a user meets for a long while; the oldest go first. */
const MAX_REMEMBERED = 20;

/** FNV-1a, 32 bits, as 8 hex digits: short, stable everywhere, and no secret to keep. */
const fnv1a = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
};

export const notificationKey = ({ header, content }: { header: string; content: string }): string =>
  fnv1a(`${header}\n${content}`);

const localStore = (): StorageLike | null => browserStores().local;

/** The remembered keys; anything unreadable (a blocked store, a hand-edited value) counts as none. */
export const readDismissedNotifications = (store: StorageLike | null = localStore()): string[] => {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(DISMISSED_NOTIFICATIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
};

/** Remembers one more key and gives the new list; a full or blocked store only forgets it. */
export const rememberDismissedNotification = (key: string, store: StorageLike | null = localStore()): string[] => {
  const keys = [...readDismissedNotifications(store).filter((known) => known !== key), key].slice(-MAX_REMEMBERED);
  try {
    store?.setItem(DISMISSED_NOTIFICATIONS_KEY, JSON.stringify(keys));
  } catch {
    // The notice then comes back after a reload, as before: nothing worse.
  }
  return keys;
};
