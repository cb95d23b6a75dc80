// Where the client keeps the signed-in user between page loads.
// The session itself is a cookie; this is only the
// user record and the time it was last refreshed.
export const USER_KEY = 'user';
export const USER_LAST_UPDATE_KEY = 'user_last_update';
export const USER_STALE_AFTER_MS = 30 * 60 * 1000;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type UserStores = { local: StorageLike | null; session: StorageLike | null };

/**
 * Storage can be missing (Node, some embedded views) or throw on access
 * (blocked cookies, Safari private mode); the app then simply keeps no user
 * between loads.
 */
const browserStorage = (name: 'localStorage' | 'sessionStorage'): StorageLike | null => {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
};

export const browserStores = (): UserStores => ({
  local: browserStorage('localStorage'),
  session: browserStorage('sessionStorage'),
});

/** Read, write and remove never throw: a full or blocked store must not break the session. */
const safely = <T>(action: () => T, fallback: T): T => {
  try {
    return action();
  } catch {
    return fallback;
  }
};

/**
 * The stored user, checked by `parse` (for example `(value) => UserSchema.parse(value)`,
 * which throws on a wrong shape). Stored JSON that fails to parse, or fails the
 * check, gives null: a user record from an older release or a
 * hand-edited one must not crash the app; it leads to signing in again.
 */
export const readStoredUser = <T>(parse: (value: unknown) => T, stores: UserStores = browserStores()): T | null => {
  const raw = safely(() => stores.local?.getItem(USER_KEY) ?? null, null);
  if (raw === null) return null;
  return safely(() => parse(JSON.parse(raw) as unknown), null);
};

/** Stores the user and stamps the refresh time (ISO 8601), as login and refresh do. */
export const writeStoredUser = (user: unknown, now: number, stores: UserStores = browserStores()): void => {
  safely(() => stores.local?.setItem(USER_KEY, JSON.stringify(user)), undefined);
  safely(() => stores.session?.setItem(USER_LAST_UPDATE_KEY, new Date(now).toISOString()), undefined);
};

/** Logout: forget the user and its refresh time. */
export const clearStoredUser = (stores: UserStores = browserStores()): void => {
  safely(() => stores.local?.removeItem(USER_KEY), undefined);
  clearUserLastUpdate(stores);
};

export const readUserLastUpdate = (stores: UserStores = browserStores()): string | null =>
  safely(() => stores.session?.getItem(USER_LAST_UPDATE_KEY) ?? null, null);

/** "Clearing the time forces a refresh". */
export const clearUserLastUpdate = (stores: UserStores = browserStores()): void => {
  safely(() => stores.session?.removeItem(USER_LAST_UPDATE_KEY), undefined);
};

/**
 * The stored user is stale when its refresh time is absent or more than 30
 * minutes before `now`. An unreadable time is treated as
 * absent, and a time in the future (a changed clock, a hand-edited value) as
 * stale too: a refresh is cheap and writes a correct time.
 */
export const isUserStale = (lastUpdate: string | null, now: number): boolean => {
  if (lastUpdate === null || lastUpdate.trim() === '') return true;
  const at = /^\d+$/.test(lastUpdate.trim()) ? Number(lastUpdate) : Date.parse(lastUpdate);
  if (!Number.isFinite(at)) return true;
  const age = now - at;
  return age < 0 || age > USER_STALE_AFTER_MS;
};
