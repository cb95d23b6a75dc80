import type { BundleFigures } from './measure-bundle';

/**
 * Issue 9's budgets, in gzipped bytes (KB = 1,000 bytes). Sizes only: never timings. The
 * sign-in JS budget is 210 KB, not the issue's 150 KB: the libraries design.md prescribes
 * weigh 165 KB for a bare sign-in form before any app code (docs/decisions/0007). The mock
 * chunk's is 152 KB, not 150 KB: the holds that journeys need in the page (docs/decisions/0040).
 */
export const BUDGETS = [
  { name: 'sign-in first load, JS', limit: 210_000, actual: (f: BundleFigures) => f.firstLoad.signIn.js },
  { name: 'sign-in first load, CSS', limit: 30_000, actual: (f: BundleFigures) => f.firstLoad.signIn.css },
  { name: 'mock chunk (msw, data library, fixtures)', limit: 152_000, actual: (f: BundleFigures) => f.mock.bytes },
] as const;

export type BudgetResult = { name: string; limit: number; actual: number; ok: boolean };

export const checkBudgets = (figures: BundleFigures): BudgetResult[] =>
  BUDGETS.map((budget) => {
    const actual = budget.actual(figures);
    return { name: budget.name, limit: budget.limit, actual, ok: actual <= budget.limit };
  });

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export const formatBudgetReport = (results: readonly BudgetResult[]): string =>
  results
    .map((r) => `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(42)} ${kb(r.actual).padStart(9)} of ${kb(r.limit)}`)
    .join('\n');
