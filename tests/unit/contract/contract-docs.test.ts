import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readDocsRouteTable, walkContract } from './contract-walk';

// docs/contract.md lists every route, one line each; the contract is the
// truth. These tests keep the two from drifting and check what every route
// must carry besides its shapes.

const ROUTES = walkContract();
const row = ({ key, method, path }: { key: string; method: string; path: string }) => `${key} ${method} ${path}`;

/**
 * The per-call fallback messages the spec gives (section 8, plus
 * 'Failed to update preference' from section 7 and the sign-in and magic-link
 * messages of section 8's "Other messages").
 */
const SPEC_FAILURE_MESSAGES = new Set([
  'Failed to fetch agents',
  'Failed to fetch subscription',
  'Failed to fetch cards',
  'Failed to fetch invoices',
  'Failed to delete user',
  'Failed to update user',
  'Failed to update team',
  'Failed to create an account',
  'Failed to change subscription',
  'Failed to request verification code',
  'Failed to fetch invitations',
  'Failed to create invitation',
  'Failed to update preference',
  'Failed to create listings',
  'Failed to update listings',
  'Failed to fetch listing',
  'Failed to fetch logs',
  'Failed to add user to listing',
  'Failed to delete user from listing',
  'Failed to send emails',
  'Failed to fetch system notification',
  'Failed to create offer',
  'Failed to get offer',
  'Failed to get offers',
  'Failed to approve offer',
  'Failed to change an offer',
  'Failed to fetch offer versions',
  'Failed to get offers list',
  'Failed to request best offer',
  'Failed to keep offer same',
  'Cannot fetch products',
  'Cannot create session',
  'Failed to make request',
  'Google service is not available. Please try again later.',
  'We were unable to process your link',
]);

describe('docs/contract.md route table ↔ contract', () => {
  const { rows, malformed } = readDocsRouteTable();

  it('has only well-formed rows, one per route key', () => {
    expect(malformed).toEqual([]);
    const keys = rows.map((docsRow) => docsRow.key);
    expect(
      keys.filter((key, index) => keys.indexOf(key) !== index),
      'keys listed twice',
    ).toEqual([]);
  });

  it('lists exactly the routes of the contract (key, method, path)', () => {
    const documented = new Set(rows.map(row));
    const walked = new Set(ROUTES.map(row));
    const missingFromDocs = [...walked].filter((line) => !documented.has(line));
    const notInContract = [...documented].filter((line) => !walked.has(line));
    expect({ missingFromDocs, notInContract }).toEqual({ missingFromDocs: [], notInContract: [] });
    expect(rows).toHaveLength(ROUTES.length);
  });
});

describe('what every route carries', () => {
  it.each(ROUTES)(
    "$key has a summary, metadata.auth, and one of the spec's messages as metadata.failureMessage",
    ({ route }) => {
      expect(route.summary?.trim()).toBeTruthy();
      const metadata = route.metadata as { failureMessage?: unknown; auth?: unknown } | undefined;
      expect(metadata?.failureMessage).toEqual(expect.stringMatching(/\S/));
      expect([...SPEC_FAILURE_MESSAGES]).toContain(metadata?.failureMessage);
      expect(['public', 'optional', 'session']).toContain(metadata?.auth);
    },
  );

  it.each(ROUTES)('$key declares a pathParams schema for exactly the parameters of its path', ({ path, route }) => {
    const inPath = (path.match(/:[A-Za-z]+/g) ?? []).map((param) => param.slice(1)).sort();
    const declared =
      route.pathParams instanceof z.ZodObject ? Object.keys(route.pathParams.shape as z.ZodRawShape).sort() : [];
    expect(declared).toEqual(inPath);
  });
});
