import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Operation } from '../core/openapi-index';
import type { FuzzOptions } from '../core/run';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The committed document, as a backend team receives it. */
export const readDocument = (): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8')) as Record<string, unknown>;

/** The personas and their password, as QA and the backend team read them. */
export const readScenarios = (): string => readFileSync(path.join(ROOT, 'docs/scenarios.md'), 'utf8');

const hasInput = (operation: Operation) => operation.parameters.length > 0 || operation.body !== undefined;

/** 54 requests for an operation with parameters or a body, 10 for one without: 3,100 over the 68 operations. */
export const FUZZ_OPTIONS: FuzzOptions = {
  seed: Number(process.env.FUZZ_SEED ?? 2026),
  requestsFor: (operation) => (hasInput(operation) ? 54 : 10),
  negativeShare: 0.35,
};
