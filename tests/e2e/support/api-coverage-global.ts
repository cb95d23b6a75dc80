import type { FullConfig } from '@playwright/test';
import { clearParts, mergeParts } from '../../../scripts/api-coverage/layers';

/** The e2e layer's name: `e2e` in the browser project, `e2e-http` against the HTTP mock. */
export const e2eLayerOf = (projectNames: readonly string[]): string =>
  projectNames.includes('http-mock') ? 'e2e-http' : 'e2e';

// Playwright's global setup: the layer's parts start empty; the returned teardown merges them
// into .cache/api-coverage/<layer>.json, or <layer>-shard<i>of<n>.json for a shard, so that
// shards gathered from several machines all count (docs/qa.md, "API coverage").
export default function globalSetup(config: FullConfig): () => void {
  const layer = e2eLayerOf(config.projects.map((project) => project.name));
  clearParts(layer);
  return () => mergeParts(layer, config.shard ? `${layer}-shard${config.shard.current}of${config.shard.total}` : layer);
}
