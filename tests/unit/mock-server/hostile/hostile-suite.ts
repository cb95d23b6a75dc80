import { describe, expect, it } from 'vitest';
import { bodyLimitCases } from './body-limit-cases';
import { contentTypeCases } from './content-type-cases';
import { fileNameCases } from './file-name-cases';
import { signInOn, statusCounts, type Harness } from './harness';
import { idempotencyCases } from './idempotency-cases';
import { methodCases, PATHS } from './method-cases';
import { preconditionCases } from './precondition-cases';
import { sessionCases } from './session-cases';
import { uploadCases } from './upload-cases';

/**
 * Requests of the suite's own, so that its last check has something to judge when it runs
 * alone: every path the mock serves, with every method and a body that is not JSON.
 */
const sendEveryMethodEverywhere = async (harness: Harness): Promise<void> => {
  const agent = await signInOn(harness, 'listingAgent');
  for (const path of PATHS) {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND']) {
      const body = method === 'GET' || method === 'HEAD' ? undefined : '{"unterminated';
      await agent.send({ method, path, headers: { 'content-type': 'application/json' }, body });
    }
  }
};

/**
 * Every case of issue 15 against one harness, then the suite's own check:
 * of every request it sent, none was answered with a status of 500 or above.
 */
export const hostileSuite = (harness: Harness) => {
  fileNameCases(harness);
  methodCases(harness);
  contentTypeCases(harness);
  bodyLimitCases(harness);
  sessionCases(harness);
  uploadCases(harness);
  preconditionCases(harness);
  idempotencyCases(harness);

  describe('across the suite', () => {
    it('answered none of its requests with a status of 500 or above', { timeout: 60_000 }, async () => {
      await sendEveryMethodEverywhere(harness);
      const counts = statusCounts(harness);
      console.log(
        `hostile suite (${harness.name}): ${harness.log.length} requests, statuses ${JSON.stringify(counts)}`,
      );
      expect(harness.log.length).toBeGreaterThan(300);
      expect(harness.log.filter(({ status }) => status >= 500)).toEqual([]);
    });
  });
};
