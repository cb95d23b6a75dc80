import { clearCoverage, coverageEntries } from '../../state/coverage';
import { defineControl } from './define-control';

/** GET /__mock/coverage: `{ entries: [{ route, status, scenario, count, injected? }] }`, what the caller's universe answered. */
export const coverageControl = defineControl('get', '/coverage', undefined, () => ({
  body: { entries: coverageEntries() },
}));

/** DELETE /__mock/coverage: starts counting afresh. */
export const clearCoverageControl = defineControl('delete', '/coverage', undefined, () => {
  clearCoverage();
  return { body: { entries: [] } };
});
