import type { MemoryFigures } from './memory';
import { PEER_CASES, type PeerFigures, type ToolName } from './peers';

/*
 * The "versus the peers" section of docs/performance.md and the console's
 * table: each tool's requests per second, p50 and p99 per case, and our
 * ratios in the same run. The goals (issue 16) stand beside the figures.
 */

const PEER_GOALS = { largeVsJsonServer: 2, largeVsPrism: 1, demoVsJsonServer: 3 } as const;

type Row = { case: string; tool: ToolName; rps: number; p50: number; p99: number };

export const peerRows = (figures: PeerFigures): Row[] =>
  PEER_CASES.flatMap((entry) =>
    Object.entries(figures.results).map(([tool, cases]) => {
      const result = cases[entry.name]!;
      return {
        case: entry.name,
        tool: tool as ToolName,
        rps: result.requestsPerSecond,
        p50: result.p50,
        p99: result.p99,
      };
    }),
  );

const rpsOf = (figures: PeerFigures, tool: ToolName, name: string): number =>
  figures.results[tool]?.[name]?.requestsPerSecond ?? Number.NaN;

export type PeerRatios = {
  case: string;
  largeVsJsonServer: number;
  largeVsPrism: number;
  largeVsCeiling: number;
  demoVsJsonServer: number;
  largeVsBefore?: number;
};

export const peerRatios = (figures: PeerFigures): PeerRatios[] =>
  PEER_CASES.map(({ name }) => {
    const large = rpsOf(figures, 'ours, large-account', name);
    const ratio = (value: number) => Math.round(value * 100) / 100;
    const before = figures.results['before, large-account']
      ? { largeVsBefore: ratio(large / rpsOf(figures, 'before, large-account', name)) }
      : {};
    return {
      case: name,
      largeVsJsonServer: ratio(large / rpsOf(figures, 'json-server', name)),
      largeVsPrism: ratio(large / rpsOf(figures, 'prism', name)),
      largeVsCeiling: ratio(large / rpsOf(figures, 'ceiling', name)),
      demoVsJsonServer: ratio(rpsOf(figures, 'ours, demo', name) / rpsOf(figures, 'json-server', name)),
      ...before,
    };
  });

const verdict = (value: number, goal: number) =>
  `${value.toFixed(2)}× (goal ${goal}×: ${value >= goal ? 'met' : 'NOT met'})`;

export const peersSection = (
  figures: PeerFigures,
  memory: MemoryFigures,
  environment: { node: string; cpu: string; cores: number; date: string },
): string => {
  const ratios = peerRatios(figures);
  const tools = Object.keys(figures.results) as ToolName[];
  const hasBefore = tools.includes('before, large-account');
  return [
    '<!-- bench:peers:start (written by npm run bench:mock; edit scripts/bench/mock/peers-report.ts, not this section) -->',
    '## Versus the peers',
    '',
    `Measured by \`npm run bench:mock\` on ${environment.node}, ${environment.cpu} (${environment.cores} cores), ${environment.date}; load average ${figures.loadAverage.start.toFixed(2)} when the load started and ${figures.loadAverage.end.toFixed(2)} when it ended (a shared machine: what else runs falls on every tool alike, since they take turns).`,
    `\`GET /api/v1/listing\`, autocannon with ${figures.connections} connections on 127.0.0.1, ${figures.seconds} s per turn, ${figures.rounds} rounds, the tools taking turns case by case (after a 1 s warm-up each); each tool in its own process. Ours: \`npm run mock:serve\`, signed in as listing.agent. json-server 0.17 serves the same ${figures.records} large-account listings (as listing.agent receives them) from a JSON file, paging (\`_page\`, \`_limit=12\`), sorting (\`_sort\`), filtering (\`status\`, \`offersCounter_gte\`) and searching (\`q\`) itself. Prism: \`prism mock docs/openapi.json\` (its static example; it checks the request and the cookie's presence). The ceiling: a bare \`node:http\` server answering our page's bytes, precomputed.${hasBefore ? ' "before": the same mock at the commit before issue 16 (BENCH_BASELINE_DIR), in the same run.' : ''}`,
    '',
    '| case | tool | requests/s | p50 ms | p99 ms |',
    '|---|---|---|---|---|',
    ...peerRows(figures).map((row) => `| ${row.case} | ${row.tool} | ${row.rps} | ${row.p50} | ${row.p99} |`),
    '',
    `| case | large-account ÷ json-server | large-account ÷ Prism | demo ÷ json-server | large-account ÷ ceiling |${hasBefore ? ' large-account ÷ before |' : ''}`,
    `|---|---|---|---|---|${hasBefore ? '---|' : ''}`,
    ...ratios.map(
      (row) =>
        `| ${row.case} | ${verdict(row.largeVsJsonServer, PEER_GOALS.largeVsJsonServer)} | ${verdict(row.largeVsPrism, PEER_GOALS.largeVsPrism)} | ${verdict(row.demoVsJsonServer, PEER_GOALS.demoVsJsonServer)} | ${(row.largeVsCeiling * 100).toFixed(1)}% |${hasBefore ? ` ${row.largeVsBefore?.toFixed(2)}× |` : ''}`,
    ),
    '',
    `**Memory** (\`--expose-gc\`, a collected heap): the loaded large-account database takes **${memory.largeAccountMb} MB** of heap (goal: at most 60 MB). ${memory.writes} offer writes on demo (an offer by buyers.agent, then listing.agent's counteroffer) retained **${memory.heapPerThousandMb} MB per 1,000** while the data they added (the new rows' JSON) is ${memory.dataPerThousandMb} MB per 1,000: **${memory.ratio}×** (goal: at most 3×).`,
    '<!-- bench:peers:end -->',
  ].join('\n');
};
