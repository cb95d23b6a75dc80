import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * A VITE_MOCK=off build (the app against a real API) carries none of the mock: no module of
 * mock-server/, none of the mock panel (src/features/mock-panel/, docs/mock-server.md "The mock
 * panel"), nothing of msw. The build's source maps name every module that put code into each
 * chunk, so they say where any of it went.
 */

const MOCK_ONLY_SOURCES: readonly RegExp[] = [
  /(^|\/)mock-server\//,
  /(^|\/)src\/features\/mock-panel\//,
  /(^|\/)node_modules\/msw\//,
];

export type MockCode = { file: string; sources: string[] };

/** The chunks of a build that carry mock-only code, each with those modules; [] for a clean build. */
export const mockCodeIn = (dist: string): MockCode[] => {
  const assets = join(dist, 'assets');
  const maps = readdirSync(assets).filter((file) => file.endsWith('.js.map'));
  if (maps.length === 0)
    throw new Error(`${assets} has no source maps: the check reads them (vite.config.ts, build.sourcemap)`);
  return maps.flatMap((map) => {
    const { sources } = JSON.parse(readFileSync(join(assets, map), 'utf8')) as { sources: string[] };
    const mockOnly = sources.filter((source) => MOCK_ONLY_SOURCES.some((pattern) => pattern.test(source)));
    return mockOnly.length > 0 ? [{ file: `assets/${map.replace(/\.map$/, '')}`, sources: mockOnly }] : [];
  });
};

export const formatMockCodeReport = (found: readonly MockCode[]): string =>
  found.length === 0
    ? 'PASS  the VITE_MOCK=off build carries no mock code (mock-server, the mock panel, msw)'
    : [
        'FAIL  the VITE_MOCK=off build carries mock code:',
        ...found.map(
          ({ file, sources }) =>
            `        ${file}: ${sources.slice(0, 5).join(', ')}${sources.length > 5 ? ', ...' : ''}`,
        ),
      ].join('\n');
