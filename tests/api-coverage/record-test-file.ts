import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
import { coverageEntries } from '@mock/state/coverage';
import { writePart } from '../../scripts/api-coverage/layers';

// A vitest setup file (unit and component projects): each test file has its own in-process
// mock, so each writes what its mock answered as one part of the layer; the layer's global
// setup (layer-lifecycle.ts) merges the parts when the run ends.
afterAll(() => {
  writePart(process.env.API_COVERAGE_LAYER ?? 'unit', randomUUID(), coverageEntries());
});
