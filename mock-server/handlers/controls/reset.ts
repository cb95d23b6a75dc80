import { z } from 'zod';
import { DEFAULT_SEED, getScenarioRegistry, UnknownScenarioError } from '../../db/scenario-registry';
import { seedScenario } from '../../db/seed';
import { fieldError } from '../../lib/errors';
import { clearFaults } from '../../state/faults';
import { clearHolds } from '../../state/holds';
import { clearJournal } from '../../state/journal';
import { clearLatency } from '../../state/latency';
import { clearedSessionCookie } from '../../framework/session-cookie';
import { defineControl } from './define-control';
import { mockState } from './state';

/** `{ scenario?, seed? }`: what POST /__mock/reset takes, and what a new universe is made from. */
export const ScenarioSeedSchema = z.object({
  scenario: z.string().min(1).max(100).optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});

/**
 * Reseeds, and drops every session, fault and latency setting and the request
 * journal (what a test asks of it starts with the reset). Held requests
 * are released once the new data is in place (never against a half-seeded
 * database), and hold ids start at 1 again.
 */
export const resetMock = async (input: z.infer<typeof ScenarioSeedSchema> = {}): Promise<void> => {
  clearFaults();
  clearLatency();
  clearJournal();
  await seedScenario(input.scenario ?? getScenarioRegistry().defaultScenario, input.seed ?? DEFAULT_SEED);
  clearHolds({ restart: true });
};

/** POST /__mock/reset { scenario?, seed? }: the default scenario and seed 1 when absent. Signs the caller out. */
export const resetControl = defineControl('post', '/reset', ScenarioSeedSchema, async ({ body }) => {
  try {
    await resetMock(body);
  } catch (error) {
    if (error instanceof UnknownScenarioError) throw fieldError('scenario', error.message);
    throw error;
  }
  return { body: mockState(), setCookie: clearedSessionCookie() };
});
