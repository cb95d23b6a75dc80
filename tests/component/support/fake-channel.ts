import type { AuthChannel, AuthChannelMessage } from '@/lib/session/auth-channel';

/**
 * In-memory stand-ins for BroadcastChannel: every channel of one hub hears the others,
 * never itself, as two browser tabs would.
 */
export const createChannelHub = () => {
  const listeners = new Map<number, Set<(message: AuthChannelMessage) => void>>();
  let nextId = 0;
  return {
    channel: (): AuthChannel => {
      const id = nextId++;
      listeners.set(id, new Set());
      return {
        post: (message) => {
          for (const [otherId, set] of listeners) {
            if (otherId !== id) for (const listener of set) listener(structuredClone(message));
          }
        },
        listen: (listener) => {
          listeners.get(id)?.add(listener);
          return () => listeners.get(id)?.delete(listener);
        },
      };
    },
  };
};

export const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
};
