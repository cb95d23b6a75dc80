import type { User } from '@contract/schemas/user';

/** Cross-tab messages on the 'auth_channel' broadcast channel. */
export const AUTH_CHANNEL_NAME = 'auth_channel';

export type AuthChannelMessage = { type: 'user'; user: User } | { type: 'logout' };

export type AuthChannel = {
  post: (message: AuthChannelMessage) => void;
  listen: (listener: (message: AuthChannelMessage) => void) => () => void;
};

const isMessage = (value: unknown): value is AuthChannelMessage =>
  typeof value === 'object' &&
  value !== null &&
  ((value as { type?: unknown }).type === 'logout' || (value as { type?: unknown }).type === 'user');

/** The browser's BroadcastChannel, or a silent stand-in where there is none. */
export const createAuthChannel = (name = AUTH_CHANNEL_NAME): AuthChannel => {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, listen: () => () => undefined };
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      const onMessage = (event: MessageEvent<unknown>) => {
        if (isMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
};
