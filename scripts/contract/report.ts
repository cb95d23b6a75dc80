import { advice } from './advice';
import type { Change } from './compare';
import type { Verdict } from './our-rules';

/*
 * The changes grouped for people: one line per distinct change, with the operations it
 * touches (a schema shared by ten operations is one line, not ten).
 */

export type Group = Omit<Change, 'operation'> & { operations: string[] };

const SIDE_ORDER = ['operation', 'request', 'response', 'document'];

export const groupChanges = (changes: Change[]): Group[] => {
  const groups = new Map<string, Group>();
  for (const { operation, ...change } of changes) {
    const key = `${change.verdict}|${change.side}|${change.text}`;
    const group = groups.get(key) ?? { ...change, operations: [] };
    if (operation && !group.operations.includes(operation)) group.operations.push(operation);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      SIDE_ORDER.indexOf(a.side) - SIDE_ORDER.indexOf(b.side) ||
      (a.operations[0] ?? '').localeCompare(b.operations[0] ?? '') ||
      a.text.localeCompare(b.text),
  );
};

const MAX_OPERATIONS = 6;

const operationsText = (operations: string[]): string => {
  if (operations.length === 0) return '';
  const shown = operations.slice(0, MAX_OPERATIONS).join(', ');
  return operations.length > MAX_OPERATIONS ? `${shown} and ${operations.length - MAX_OPERATIONS} more` : shown;
};

/** One line: `[request] GET /api/v1/listing: query parameter search removed`. */
export const groupLine = (group: Group): string => {
  const where = operationsText(group.operations);
  const note = group.decidedBy ? ` (${group.decidedBy})` : '';
  return `[${group.side}] ${where ? `${where}: ` : ''}${group.text}${note}`;
};

export const VERDICT_TITLES: Record<Verdict, string> = {
  breaking: 'Breaking',
  additive: 'Additive',
  description: 'Descriptions only',
};

export const renderReport = (changes: Change[], { withAdvice = false } = {}): string => {
  const groups = groupChanges(changes);
  if (groups.length === 0) return 'No changes.';
  const lines: string[] = [];
  for (const verdict of ['breaking', 'additive', 'description'] as const) {
    const these = groups.filter((group) => group.verdict === verdict);
    if (these.length === 0) continue;
    lines.push(`${VERDICT_TITLES[verdict]} (${these.length}):`);
    for (const group of these) {
      lines.push(`  ${groupLine(group)}`);
      if (withAdvice && verdict === 'breaking') lines.push(`      ${advice({ ...group, operation: undefined })}`);
    }
  }
  return lines.join('\n');
};
