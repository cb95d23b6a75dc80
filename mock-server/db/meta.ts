import { perUniverse } from '../state/universe-local';

/**
 * Which scenario and seed the database holds, and how many times it has been
 * seeded in this mock's life (the epoch): invitation tokens include it, so a
 * magic link from before a reset never names an invitation created after it.
 */
export type MockMeta = { readonly scenario: string; readonly seed: number; readonly epoch: number };

const state = perUniverse('meta', () => ({ meta: { scenario: 'none', seed: 0, epoch: 0 } as MockMeta }));

export const mockMeta = (): MockMeta => state.meta;

export const setMockMeta = (next: MockMeta): void => {
  state.meta = next;
};
