import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { z } from 'zod';
import { contract } from '@contract';

// Shared by the contract's acceptance tests: the routes of `contract` as data,
// and the route table of docs/contract.md as data, so that each test compares
// two plain lists.

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export type WalkedRoute = { key: string; method: AppRoute['method']; path: string; route: AppRoute };

/** Every route of the contract, keyed by its dotted position in the router (`account.commissionTemplates.list`). */
export const walkContract = (router: AppRouter = contract, prefix: string[] = []): WalkedRoute[] =>
  Object.entries(router).flatMap(([name, entry]) => {
    const key = [...prefix, name];
    return isAppRoute(entry)
      ? [{ key: key.join('.'), method: entry.method, path: entry.path, route: entry }]
      : walkContract(entry, key);
  });

export type DocsRoute = { key: string; method: string; path: string; note: string };

const ROUTE_ROW = /^\| `([^`]+)` \| ([A-Z]+) \| `([^`]+)` \| (.*) \|$/;

/**
 * The rows of the "## Routes" table in docs/contract.md. Every line of that
 * section that starts like a route row must parse: a malformed row is
 * reported in `malformed`, not silently dropped.
 */
const parseDocsRouteTable = (markdown: string): { rows: DocsRoute[]; malformed: string[] } => {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Routes\n'));
  if (!section) throw new Error('docs/contract.md has no "## Routes" section');
  const rows: DocsRoute[] = [];
  const malformed: string[] = [];
  for (const line of section.split('\n').filter((text) => text.startsWith('| `'))) {
    const match = ROUTE_ROW.exec(line);
    if (match) rows.push({ key: match[1]!, method: match[2]!, path: match[3]!, note: match[4]! });
    else malformed.push(line);
  }
  return { rows, malformed };
};

export const readDocsRouteTable = () => parseDocsRouteTable(readFileSync(path.join(ROOT, 'docs/contract.md'), 'utf8'));

/** The keys of the object schema inside optional, nullable and refined wrappers; undefined when it is not an object. */
export const objectKeys = (schema: unknown): string[] | undefined => {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodEffects) current = current.innerType();
    else if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else break;
  }
  return current instanceof z.ZodObject ? Object.keys(current.shape as z.ZodRawShape) : undefined;
};

/** Whether the schema, inside its wrappers, is an array. */
export const isArraySchema = (schema: unknown): boolean => {
  let current = schema;
  while (current instanceof z.ZodEffects) current = current.innerType();
  return current instanceof z.ZodArray;
};
