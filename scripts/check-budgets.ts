// `npm run check:budgets [dist]`: the production build's sizes against the budgets (scripts/bundle/budgets.ts).
// Exits 1 when one is exceeded. Build first (`npm run build`).
import { checkBudgets, formatBudgetReport } from './bundle/budgets';
import { measureBundle } from './bundle/measure-bundle';

const dist = process.argv[2] ?? 'dist';
const results = checkBudgets(measureBundle(dist));
console.log(formatBudgetReport(results));
if (results.some((result) => !result.ok)) {
  console.error('\nA bundle budget is exceeded (docs/performance.md says how to find what grew).');
  process.exit(1);
}
