import { useSyncExternalStore } from 'react';
import type { DemoStory } from './demo-stories';

/*
 * Which demo story is running, kept in local storage so the demo banner survives reloads and
 * new tabs, as the in-browser mock's data does. Cleared when the demo ends. Only the story's
 * id: the stories themselves load with the banner (components/demo-banner-slot.tsx).
 */
const KEY = 'offerdesk_demo';
const listeners = new Set<() => void>();

const read = (): string | null => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
};

const write = (storyId: string | null): void => {
  try {
    if (storyId) localStorage.setItem(KEY, storyId);
    else localStorage.removeItem(KEY);
  } catch {
    // A blocked store only loses the banner, never the demo itself.
  }
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const markDemoRunning = (story: DemoStory): void => write(story.id);

/** The running story's id, or null when no demo runs. */
export const runningDemoId = read;

/** The running story's id, kept up to date (this tab or another starting a demo), or null. */
export const useRunningDemoId = (): string | null => useSyncExternalStore(subscribe, read, () => null);
