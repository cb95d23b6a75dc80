// `npm run bundle:modules -- [dist] [--route signIn|dashboard] [--against <dist>] [--top <n>]`: what a
// screen's first load (as the budgets count it, scripts/bundle/measure-bundle.ts) is made of. Its
// files, then its modules with their share of the gzipped bytes (scripts/bundle/module-shares.ts);
// given the build of another commit (--against), what each module grew or shrank by since it.
// Build first (`npm run build`, or `npm run test:budgets`, whose build is .cache/budget-dist).
import { parseArgs } from 'node:util';
import { measureBundle, ROUTE_MODULES } from './bundle/measure-bundle';
import { moduleShares } from './bundle/module-shares';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { route: { type: 'string', default: 'dashboard' }, against: { type: 'string' }, top: { type: 'string' } },
});
const route = values.route as keyof typeof ROUTE_MODULES;
if (!(route in ROUTE_MODULES)) throw new Error(`--route is one of ${Object.keys(ROUTE_MODULES).join(', ')}`);
const top = Number(values.top ?? 40);
const dist = positionals[0] ?? 'dist';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

const load = (folder: string) => {
  const { files, js } = measureBundle(folder).firstLoad[route];
  const scripts = files.filter((file) => file.endsWith('.js'));
  return { js, scripts, shares: moduleShares(folder, scripts) };
};

const now = load(dist);
console.log(`${route} first load, JS: ${kb(now.js)} in ${now.scripts.length} files (${dist})`);
if (!values.against) {
  for (const { module, bytes } of now.shares.slice(0, top)) console.log(`${kb(bytes).padStart(10)}  ${module}`);
} else {
  const before = load(values.against);
  console.log(`${route} first load, JS: ${kb(before.js)} in ${before.scripts.length} files (${values.against})`);
  const was = new Map(before.shares.map(({ module, bytes }) => [module, bytes]));
  const is = new Map(now.shares.map(({ module, bytes }) => [module, bytes]));
  const changes = [...new Set([...was.keys(), ...is.keys()])]
    .map((module) => ({ module, change: (is.get(module) ?? 0) - (was.get(module) ?? 0) }))
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
  for (const { module, change } of changes.slice(0, top)) {
    const sign = change > 0 ? '+' : '';
    console.log(`${`${sign}${kb(change)}`.padStart(11)}  ${module}${was.has(module) ? '' : ' (new)'}`);
  }
}
