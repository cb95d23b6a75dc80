// `npm run bench`: the production build's sizes, the mock's timings (npm run bench:mock), then
// the lab vitals (npm run bench:vitals); each writes its section of docs/performance.md, and
// every figure goes to docs/performance.json.
// A benchmark, never a test: it reports, and only `npm run check:budgets` fails on a size.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundleSection } from './bench/bundle-section';
import { DOCS, writeFigures, writePerformanceSection } from './bench/performance-doc';
import { checkBudgets } from './bundle/budgets';
import { measureBundle } from './bundle/measure-bundle';

const OUT_DIR = '.cache/bench-dist';

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
};

const environment = { date: new Date().toISOString().slice(0, 10), node: `Node ${process.version}` };

console.log(`Building into ${OUT_DIR}...`);
run('npx', ['vite', 'build', '--outDir', OUT_DIR, '--logLevel', 'warn']);
const bundle = measureBundle(OUT_DIR);
writePerformanceSection('bundle', bundleSection(bundle, environment));
for (const result of checkBudgets(bundle))
  console.log(`${result.ok ? 'within' : 'OVER  '} ${result.name}: ${result.actual} of ${result.limit} bytes`);

console.log('\nThe mock (npm run bench:mock)...');
run('npm', ['run', 'bench:mock']);
const mock = JSON.parse(readFileSync(resolve(DOCS, 'performance-mock.json'), 'utf8')) as unknown;

writeFigures('performance.json', { environment, bundle: { ...bundle, budgets: checkBudgets(bundle) }, mock });

console.log('\nLab vitals (npm run bench:vitals)...');
run('npm', ['run', 'bench:vitals']);
console.log('Wrote docs/performance.md and docs/performance.json');
