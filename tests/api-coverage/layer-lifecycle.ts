import type { TestProject } from 'vitest/node';
import { clearParts, mergeParts } from '../../scripts/api-coverage/layers';

// A vitest global setup: the project's coverage parts start empty and end merged into
// .cache/api-coverage/<project name>.json (scripts/api-coverage/layers.ts).
export default function setup(project: TestProject): () => void {
  clearParts(project.name);
  return () => mergeParts(project.name);
}
