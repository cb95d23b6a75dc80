// `npm run check:budgets [dist] [--mock-off <dist>]`: the production build's sizes against the budgets
// (scripts/bundle/budgets.ts), and, given a VITE_MOCK=off build, that it carries no mock code
// (scripts/bundle/mock-free.ts). Exits 1 when either fails. Build first (`npm run build`).
import { checkBudgets, formatBudgetReport } from './bundle/budgets';
import { measureBundle } from './bundle/measure-bundle';
import { formatMockCodeReport, mockCodeIn } from './bundle/mock-free';

const args = process.argv.slice(2);
const offFlag = args.indexOf('--mock-off');
const mockOff = offFlag === -1 ? undefined : args[offFlag + 1];
const dist = args.find((arg, index) => !arg.startsWith('--') && (offFlag === -1 || index !== offFlag + 1)) ?? 'dist';

const results = checkBudgets(measureBundle(dist));
console.log(formatBudgetReport(results));
let failed = results.some((result) => !result.ok);
if (failed) console.error('\nA bundle budget is exceeded (docs/performance.md says how to find what grew).');

if (mockOff) {
  const found = mockCodeIn(mockOff);
  console.log(formatMockCodeReport(found));
  if (found.length > 0) {
    failed = true;
    console.error(
      '\nA build against a real API must not carry the mock: guard its import with import.meta.env.VITE_MOCK.',
    );
  }
}
if (failed) process.exit(1);
