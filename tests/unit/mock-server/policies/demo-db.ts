import { beforeEach } from 'vitest';
import { buildScenario } from '@fixtures/scenarios/index';
import { seedData } from '@mock/db/seed';

/** Seeds the demo scenario straight into the database before every test: policies need no server. */
export const useDemoDatabase = () => {
  beforeEach(async () => {
    const { data, referenceDate } = buildScenario('demo', 1);
    await seedData({ scenario: 'demo', seed: 1, data, referenceDate });
  });
};

/** The status of the HttpError an action throws, or undefined when it throws nothing. */
export const statusOf = (action: () => unknown): number | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    return (error as { status?: number }).status ?? -1;
  }
};

/** The message of the error an action throws. */
export const messageOf = (action: () => unknown): string | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};
