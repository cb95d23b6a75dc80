/*
 * Equivalent mutants excluded from the Stryker config rather than by comments in the code: the
 * mock's policies (docs/mutation-testing.md, "Equivalent mutants"). Each entry acts exactly as a
 * `// Stryker disable next-line <mutator>: <reason>` comment would on the line holding `code`:
 * every mutant of that mutator on that line is ignored, with the reason in the report.
 *
 * How: when Stryker 9.6.1's instrumenter enters a file, it asks this ignorer about the file's
 * Program node first; the ignorer then attaches the directive to the first node of the line, and
 * the instrumenter reads it when it reaches that node, as it reads a comment written there.
 * An entry whose code is not found once in its file stops the run: the code changed, and the
 * entry must be looked at again.
 */

/**
 * `code` is found on one line of `file`; with `after`, on the first line holding `code` below the
 * one line holding `after` (for code written twice in a file).
 * @typedef {{ file: string; after?: string; code: string; mutator: string; reason: string }} EquivalentMutant
 */

/** @type {readonly EquivalentMutant[]} */
export const EQUIVALENT_MUTANTS = [
  {
    file: 'mock-server/policies/listing-access.ts',
    code: "if (isBuyerSide(rankListingRole(roles, 'buyer')))",
    mutator: 'StringLiteral',
    reason: 'past the seller-side check only buying-side roles are left, and either ranking picks one of them',
  },
  {
    file: 'mock-server/policies/listing-roles.ts',
    code: "context: RoleContext = 'seller',",
    mutator: 'StringLiteral',
    reason: 'the one caller always passes the context',
  },
  {
    file: 'mock-server/policies/listing-query/filter.ts',
    code: '.split(/[\\s,]+/)',
    mutator: 'Regex',
    reason: 'splitting on each separator alone leaves empty words, which the next line drops',
  },
  {
    file: 'mock-server/policies/listing-query/filter.ts',
    code: 'if (text === undefined) {',
    mutator: 'ConditionalExpression',
    reason: 'a cache: working the address text out again gives the same text',
  },
  {
    file: 'mock-server/policies/listing-query/filter.ts',
    code: 'if (words.length === 0) return true;',
    mutator: 'ConditionalExpression',
    reason: 'every word of none is found in any text: the shortcut answers what the next lines would',
  },
  {
    file: 'mock-server/policies/listing-query/filter.ts',
    code: "const view = filters.view ?? 'all';",
    mutator: 'StringLiteral',
    reason: 'isInView answers any view other than selling and buying as all',
  },
  {
    file: 'mock-server/policies/listing-query/sort.ts',
    code: '(a, b) => sign * (compareNumbers(key(a), key(b)) || compareNumbers(a.listing.id, b.listing.id)),',
    mutator: 'ArithmeticOperator',
    reason: 'sign is 1 or -1, and the comparison is never 0 (ids differ)',
  },
  {
    file: 'mock-server/policies/listing-query/collect.ts',
    after: 'let ms = createdAtCache.get(listing);',
    code: 'if (ms === undefined) {',
    mutator: 'ConditionalExpression',
    reason: 'a cache: parsing the creation time again gives the same time',
  },
  {
    file: 'mock-server/policies/listing-query/collect.ts',
    after: 'let ms = viewedAtCache.get(view);',
    code: 'if (ms === undefined) {',
    mutator: 'ConditionalExpression',
    reason: 'a cache: parsing the view time again gives the same time',
  },
  {
    file: 'mock-server/policies/listing-query/collect.ts',
    code: 'if (!known || ms > known.ms)',
    mutator: 'EqualityOperator',
    reason: 'two views at the same instant: either is the latest (the >= mutant; <= is killed)',
  },
  {
    file: 'mock-server/policies/listing-query/collect.ts',
    code: 'memoPerRevision(collect, { limit: 16 })',
    mutator: 'ObjectLiteral',
    reason: 'how many answers the memo keeps changes its memory, not its answers',
  },
  {
    file: 'mock-server/policies/listing-query/ordered.ts',
    code: '{ keyOf: ({ user, filters, order, nowMs })',
    mutator: 'ObjectLiteral',
    reason: 'without the key the memo never finds an earlier answer and works each one out again',
  },
  {
    file: 'mock-server/policies/offer-access.ts',
    code: 'if (offer.listingId !== listingId) return null;',
    mutator: 'ConditionalExpression',
    reason: 'unreachable: both callers ask about offers of the listing they name',
  },
  {
    file: 'mock-server/policies/offer-list.ts',
    code: 'const order = compareValues(a.value, b.value) * sign;',
    mutator: 'ArithmeticOperator',
    reason: 'sign is 1 or -1',
  },
  {
    file: 'mock-server/policies/payment-sessions.ts',
    code: 'const session = rowId === null ? undefined : find(rowId);',
    mutator: 'ConditionalExpression',
    reason: "whatever find(null) answers, its provider id is not the unparsable one asked for: the next line's 404",
  },
  {
    file: 'mock-server/policies/uploads.ts',
    code: 'file.slice(0, 16).arrayBuffer()',
    mutator: 'MethodExpression',
    reason: 'the longest signature is 8 bytes: the whole file starts with it exactly when its first 16 bytes do',
  },
];

const sourceLines = (path) => String(path.hub?.file?.code ?? '').split('\n');
const fileNameOf = (path) => String(path.hub?.file?.opts?.filename ?? '').replaceAll('\\', '/');

/** The first node, in the order the instrumenter visits them, that starts on the 1-based line. */
const firstNodeOnLine = (program, line) => {
  let found;
  program.traverse({
    enter(path) {
      if (found) return path.skip();
      if (path.node.loc?.start.line === line) {
        found = path.node;
        path.skip();
      }
    },
  });
  return found;
};

/** The 1-based lines of the file that hold the text, from the 1-based line `from` on. */
const linesHolding = (lines, text, from = 1) =>
  lines.flatMap((line, index) => (index + 1 >= from && line.includes(text) ? [index + 1] : []));

const stale = (entry, why) =>
  new Error(`tests/mutation/equivalent-mutants.mjs, "${entry.code}" in ${entry.file}: ${why}; look at the entry again`);

/** The line an entry names. */
const lineOf = (lines, entry) => {
  let from = 1;
  if (entry.after !== undefined) {
    const anchors = linesHolding(lines, entry.after);
    if (anchors.length !== 1) throw stale(entry, `"${entry.after}" is on ${anchors.length} lines, not 1`);
    from = anchors[0] + 1;
  }
  const found = linesHolding(lines, entry.code, from);
  if (found.length === 0 || (entry.after === undefined && found.length > 1))
    throw stale(entry, `it is on ${found.length} lines, not 1`);
  return found[0];
};

const addDirective = (program, entry) => {
  const line = lineOf(sourceLines(program), entry);
  const node = firstNodeOnLine(program, line);
  if (!node) throw stale(entry, `no code starts on line ${line}`);
  node.leadingComments = [
    ...(node.leadingComments ?? []),
    { type: 'CommentBlock', value: ` Stryker disable next-line ${entry.mutator}: ${entry.reason} `, loc: node.loc },
  ];
};

const equivalentMutantsIgnorer = {
  shouldIgnore(path) {
    if (path.isProgram()) {
      const fileName = fileNameOf(path);
      for (const entry of EQUIVALENT_MUTANTS) if (fileName.endsWith(`/${entry.file}`)) addDirective(path, entry);
    }
    return undefined;
  },
};

// What @stryker-mutator/api's declareValuePlugin(PluginKind.Ignore, ...) builds, without depending on that package.
export const strykerPlugins = [{ kind: 'Ignore', name: 'equivalent-mutants', value: equivalentMutantsIgnorer }];
