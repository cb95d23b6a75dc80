/** Summary of one case's samples, in ms; percentiles by nearest rank. */
export type Stats = { median: number; p95: number; mean: number; min: number; max: number; runs: number };

/** Sends one GET for a path (relative to /api/v1's origin) and gives the raw answer. */
export type Send = (path: string) => Promise<Response>;

export type BenchCase = { name: string; path: string; targeted: boolean };

export const round = (ms: number): number => Math.round(ms * 100) / 100;

export const statsOf = (samples: readonly number[]): Stats => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return {
    median: round(at(0.5)),
    p95: round(at(0.95)),
    mean: round(samples.reduce((sum, ms) => sum + ms, 0) / samples.length),
    min: round(sorted[0]!),
    max: round(sorted.at(-1)!),
    runs: samples.length,
  };
};

/** One request, the body read inside the measurement (it is part of the answer). */
const timeRequest = async (send: Send, path: string): Promise<number> => {
  const started = performance.now();
  const response = await send(path);
  const text = await response.text();
  const took = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
  return took;
};

// With --expose-gc (package.json runs tsx with it): each case starts from a collected heap, so
// that the garbage of seeding thousands of rows is not billed to the first case measured.
const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

/** Every case warms up before any is measured (the JIT sees all of them first), then each is timed `runs` times, one request at a time. */
export const measureCases = async (
  send: Send,
  cases: readonly BenchCase[],
  { warmUp, runs }: { warmUp: number; runs: number },
): Promise<Record<string, Stats>> => {
  const results: Record<string, Stats> = {};
  for (const { path } of cases) for (let run = 0; run < warmUp; run += 1) await timeRequest(send, path);
  for (const { name, path } of cases) {
    collectGarbage();
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await timeRequest(send, path));
    results[name] = statsOf(samples);
  }
  return results;
};
