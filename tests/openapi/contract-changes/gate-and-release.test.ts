import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changelogVersions } from '../../../scripts/contract/changelog';
import { checkContract } from '../../../scripts/contract/check';
import {
  CHANGELOG,
  CURRENT_DOCUMENT,
  RELEASED_DOCUMENT,
  readDocument,
  writeDocument,
  type ApiDocument,
} from '../../../scripts/contract/documents';
import { releaseContract, type ReleaseFiles } from '../../../scripts/contract/release';
import { nextVersion } from '../../../scripts/contract/semver';
import { schema } from './support/document-copy';

// The gate of npm test (npm run contract:check) and npm run contract:release, run on copies of
// the three files in a temporary folder: a breaking change fails the gate until a release gives
// the document a major version; a second release changes nothing.

let files: ReleaseFiles;
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'contract-release-'));
  files = {
    current: path.join(folder, 'openapi.json'),
    released: path.join(folder, 'openapi.released.json'),
    changelog: path.join(folder, 'CHANGELOG-api.md'),
  };
  // The test starts where a branch does: the current document is the released one.
  copyFileSync(RELEASED_DOCUMENT, files.released);
  copyFileSync(RELEASED_DOCUMENT, files.current);
  copyFileSync(CHANGELOG, files.changelog);
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const editCurrent = (edit: (document: ApiDocument) => void): void => {
  const document = readDocument(files.current);
  edit(document);
  writeDocument(files.current, document);
};

const SOURCE = { commit: 'abc1234', date: '2026-11-27' };

describe('the contract gate and contract:release', () => {
  it('fails on breaking changes without a major version, naming each; passes after contract:release', () => {
    const released = readDocument(files.released).info.version;
    editCurrent((document) => {
      delete schema(document, 'UpdateUserBody').properties.phoneNumber;
      delete document.paths!['/api/v1/listing/{id}/view'];
    });

    const gate = checkContract(files);
    expect(gate.passed).toBe(false);
    expect(gate.message).toContain(`2 breaking changes since ${released}, and info.version is still ${released}`);
    expect(gate.message).toContain('PATCH /api/v1/user: request body: field phoneNumber removed');
    expect(gate.message).toContain('POST /api/v1/listing/{id}/view: operation removed');
    expect(gate.message).toContain('npm run contract:release');

    const release = releaseContract(files, SOURCE);
    const major = nextVersion(released, 'major');
    expect(release).toMatchObject({ released: true, previous: released, version: major, bump: 'major' });
    expect(readDocument(files.current).info.version).toBe(major);
    expect(readFileSync(files.released, 'utf8')).toBe(readFileSync(files.current, 'utf8'));

    const changelog = readFileSync(files.changelog, 'utf8');
    expect(changelogVersions(changelog)[0]).toBe(major);
    const entry = changelog.slice(changelog.indexOf(`## ${major}`), changelog.indexOf(`## ${released}`));
    expect(entry).toContain(`From ${released}, major: breaking changes. Cut from commit abc1234 (2026-11-27)`);
    expect(entry).toContain('### Breaking: what a backend or client must do');
    expect(entry).toContain('- [request] PATCH /api/v1/user: request body: field phoneNumber removed (our rule)');
    expect(entry).toContain('  Clients: stop sending it.');
    expect(entry).toContain('- [operation] POST /api/v1/listing/{id}/view: operation removed');

    expect(checkContract(files)).toMatchObject({ passed: true, required: 'none' });
  });

  it('passes an additive change without a release, and releases it as a minor version', () => {
    const released = readDocument(files.released).info.version;
    editCurrent((document) => {
      schema(document, 'User').properties.nickname = { type: 'string' };
    });
    expect(checkContract(files)).toMatchObject({ passed: true, required: 'minor' });
    expect(releaseContract(files, SOURCE)).toMatchObject({ released: true, version: nextVersion(released, 'minor') });
  });

  it('releases nothing when nothing changed, and a second run after a release changes no file', () => {
    const before = [files.current, files.released, files.changelog].map((file) => readFileSync(file, 'utf8'));
    expect(releaseContract(files, SOURCE)).toEqual({
      released: false,
      version: readDocument(files.released).info.version,
    });
    expect([files.current, files.released, files.changelog].map((file) => readFileSync(file, 'utf8'))).toEqual(before);

    editCurrent((document) => {
      const login = document.paths!['/api/v1/auth/login']!.post as { summary: string };
      login.summary = `${login.summary} (reworded)`;
    });
    expect(releaseContract(files, SOURCE)).toMatchObject({ released: true, bump: 'patch' });
    const once = [files.current, files.released, files.changelog].map((file) => readFileSync(file, 'utf8'));
    expect(releaseContract(files, SOURCE)).toMatchObject({ released: false });
    expect([files.current, files.released, files.changelog].map((file) => readFileSync(file, 'utf8'))).toEqual(once);
  });

  it('fails when info.version went back, and reads the committed pair as released', () => {
    editCurrent((document) => {
      document.info.version = '0.0.1';
    });
    expect(checkContract(files)).toMatchObject({ passed: false, message: expect.stringMatching(/went back/) });
    expect(readDocument(CURRENT_DOCUMENT).info.version).toBe(readDocument(RELEASED_DOCUMENT).info.version);
  });
});
