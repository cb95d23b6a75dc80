// `npm run contract:release`: writes docs/openapi.json from the contract, compares it with the
// last release, and when anything changed gives it the next semver version (breaking: major,
// additive: minor, descriptions: patch), adds the docs/CHANGELOG-api.md entry and makes it the
// new baseline (docs/openapi.released.json). No prompts; running it again changes nothing.
// The entry names the commit it was cut from (git's sha and commit date, no clock).
import { execFileSync } from 'node:child_process';
import type { ReleaseSource } from './contract/changelog';
import { CHANGELOG, CURRENT_DOCUMENT, RELEASED_DOCUMENT, writeDocument } from './contract/documents';
import { releaseContract } from './contract/release';
import { generateOpenApiDocument } from './openapi/generate';

const gitSource = (): ReleaseSource | undefined => {
  try {
    const [commit, date] = execFileSync('git', ['log', '-1', '--format=%h %cs'], { encoding: 'utf8' })
      .trim()
      .split(' ');
    return commit && date ? { commit, date } : undefined;
  } catch {
    return undefined;
  }
};

writeDocument(CURRENT_DOCUMENT, await generateOpenApiDocument());
const result = releaseContract(
  { current: CURRENT_DOCUMENT, released: RELEASED_DOCUMENT, changelog: CHANGELOG },
  gitSource(),
);
console.log(
  result.released
    ? `contract:release: ${result.previous} -> ${result.version} (${result.bump}, ${result.changes.length} changes); wrote docs/openapi.json, docs/openapi.released.json and the docs/CHANGELOG-api.md entry.`
    : `contract:release: nothing changed since ${result.version}; nothing written.`,
);
