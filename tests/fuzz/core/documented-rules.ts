/*
 * The operation's `x-offerdesk-rules` read back: each sentence is "400 on
 * `field` [or `other`] when ...[: "message"].", so a 400 a schema-valid
 * request got is carried by the document when a sentence names each of its
 * fields (an item's place in a list written N) and quotes its message (a
 * final … marks a prefix; no quoted message: any message).
 */

type DocumentedRule = { fields: string[]; message?: string; isPrefix: boolean };

const SENTENCE = /^400 on (.+?) when .*?(?:: "(.*)")?\.$/s;

export const documentedRules = (sentences: readonly string[]): DocumentedRule[] =>
  sentences.flatMap((sentence) => {
    const match = SENTENCE.exec(sentence);
    if (!match) return [];
    const fields = [...match[1]!.matchAll(/`([^`]+)`/g)].map((field) => field[1]!);
    const quoted = match[2];
    const isPrefix = quoted?.endsWith('…') ?? false;
    return [{ fields, message: isPrefix ? quoted!.slice(0, -1) : quoted, isPrefix }];
  });

/** A field error's key with each place in a list as N: sellers.2.email is sellers.N.email. */
const asDocumented = (key: string): string => key.replace(/(^|\.)\d+(?=\.|$)/g, '$1N');

/** The field errors of a 400 that no documented rule carries. */
export const undocumentedErrors = (
  errors: Readonly<Record<string, string>>,
  rules: readonly DocumentedRule[],
): [string, string][] =>
  Object.entries(errors).filter(([key, message]) => {
    const field = asDocumented(key);
    return !rules.some(
      (rule) =>
        rule.fields.includes(field) &&
        (rule.message === undefined || (rule.isPrefix ? message.startsWith(rule.message) : message === rule.message)),
    );
  });

/** Fields a sentence says must equal another ("400 on `a` when it differs from `b`"): [a, b]. */
export const equalFields = (sentences: readonly string[]): [string, string][] =>
  sentences.flatMap((sentence) => {
    const match = /^400 on `([^`.]+)` when it differs from `([^`.]+)`/.exec(sentence);
    return match ? [[match[1]!, match[2]!] as [string, string]] : [];
  });
