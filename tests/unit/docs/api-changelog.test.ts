import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changelogVersions } from '../../../scripts/contract/changelog';
import { CHANGELOG, CURRENT_DOCUMENT, RELEASED_DOCUMENT, readDocument } from '../../../scripts/contract/documents';
import { bumpBetween } from '../../../scripts/contract/semver';

// docs/CHANGELOG-api.md is what the backend team reads before they plan: one entry per version,
// newest first, from the released version back to the first document (docs/contract-changes.md).

const text = readFileSync(CHANGELOG, 'utf8');
const versions = changelogVersions(text);

describe('docs/CHANGELOG-api.md', () => {
  it('opens with the released version, which docs/openapi.json carries', () => {
    const released = readDocument(RELEASED_DOCUMENT).info.version;
    expect(versions[0]).toBe(released);
    expect(readDocument(CURRENT_DOCUMENT).info.version).toBe(released);
  });

  it('goes back, one entry per version and newest first, to the first document (0.1.0, OpenAPI 3.0.2)', () => {
    expect(versions.at(-1)).toBe('0.1.0');
    expect(new Set(versions).size).toBe(versions.length);
    for (const [index, version] of versions.slice(1).entries())
      expect(bumpBetween(version, versions[index]!), `${version} before ${versions[index]}`).not.toBe('none');
    expect(text.slice(text.indexOf('## 0.1.0'))).toMatch(
      /The first document\. Cut from commit [0-9a-f]{7}.*OpenAPI\s+3\.0\.2/s,
    );
  });

  it('says, for every breaking change, what a backend or client must do', () => {
    const sections = text.split(/^### /m).filter((section) => section.startsWith('Breaking'));
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      const changes = section.split('\n').filter((line) => line.startsWith('- '));
      const advice = section.split('\n').filter((line) => /^ {2}(Clients|Backend)/.test(line));
      expect(advice.length, section).toBeGreaterThanOrEqual(changes.length);
    }
  });
});
