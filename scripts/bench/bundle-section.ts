import { BUDGETS, checkBudgets } from '../bundle/budgets';
import type { BundleFigures } from '../bundle/measure-bundle';
import { sectionMarkers } from './performance-doc';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The bundle section of docs/performance.md: each figure, and its budget where it has one. */
export const bundleSection = (figures: BundleFigures, environment: { date: string; node: string }): string => {
  const { start, end } = sectionMarkers('bundle', 'npm run bench');
  const budgets = new Map(checkBudgets(figures).map((result) => [result.name, result]));
  const budgetCell = (name: (typeof BUDGETS)[number]['name']) => {
    const result = budgets.get(name)!;
    return `${kb(result.limit)} ${result.ok ? '(within)' : '**(over)**'}`;
  };
  return [
    start,
    '## Bundle',
    '',
    `Measured by \`npm run bench\` (\`scripts/bench.ts\`) from a production build, ${environment.date}, ${environment.node}. Sizes are gzip level 9, KB = 1,000 bytes. A route's first load is what the screen waits for before it draws: the entry chunk, the route's own chunk and everything they import statically, with their CSS, and TanStack Query for every screen but sign-in, which draws without it (docs/decisions/0032); what draws only after its data (the dashboard's cards and pages) or only in a demo (the demo banner) loads beside the screen and is not counted (docs/decisions/0033); the mock is what only the in-browser mock loads (a build with \`VITE_MOCK=off\` never loads it). \`npm run check:budgets\` checks the budgets, and \`npm test\` runs that check on every change; they sit at issue 16's measured figures with a little room (docs/decisions/0032, 0033).`,
    '',
    '| what | JS | CSS | budget |',
    '|---|---|---|---|',
    `| sign-in, first load | ${kb(figures.firstLoad.signIn.js)} | ${kb(figures.firstLoad.signIn.css)} | JS ${budgetCell('sign-in first load, JS')}; CSS ${budgetCell('sign-in first load, CSS')} |`,
    `| dashboard, first load | ${kb(figures.firstLoad.dashboard.js)} | ${kb(figures.firstLoad.dashboard.css)} | JS ${budgetCell('dashboard first load, JS')} |`,
    `| all JavaScript | ${kb(figures.totalJs)} | | none |`,
    `| largest chunk (\`${figures.largestChunk.file}\`) | ${kb(figures.largestChunk.bytes)} | | none |`,
    `| the mock (msw, fixtures; ${figures.mock.files.length} chunk${figures.mock.files.length === 1 ? '' : 's'}) | ${kb(figures.mock.bytes)} | | ${budgetCell('mock chunk (msw, data library, fixtures)')} |`,
    end,
  ].join('\n');
};
