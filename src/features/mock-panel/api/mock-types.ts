import type { User } from '@contract/schemas/user';

/* What the controls answer, as far as the panel reads it (mock-server/handlers/controls/). */

export type Persona = { key: string; id: number; email: string; fullName: string; description: string };

export type MockRoute = { id: string; method: string; path: string; summary: string | null };

/** A fault, a hold or a latency rule is aimed at a contract route, or at a path glob and a method. */
export type Target = { method: string | null; path: string | null; route: string | null };

type Fault = {
  id: number;
  method?: string;
  path?: string;
  route?: string;
  kind: string;
  status?: number;
  remaining: number | null;
};

type Hold = Target & { id: number; count: number; caught: number; waiting: number };

type LatencyRule = Target & { ms: number };

export type MockState = {
  scenario: string;
  seed: number;
  clock: string;
  latencyMs: number;
  latencyRules: LatencyRule[];
  faults: Fault[];
  holds: Hold[];
  scenarios: string[];
};

export type Verdict = { verdict: 'valid' } | { verdict: 'invalid' | 'unchecked'; detail: string };

export type JournalEntry = {
  id: number;
  at: string;
  method: string;
  path: string;
  query: string;
  route: string | null;
  status: number | null;
  durationMs: number | null;
  persona: string | null;
  fault: string | null;
  request: Verdict;
  response: Verdict;
};

export type CurrentSession = { user: User | null };
