import { FormulaParseError, quote } from './parse-error';
import { tokenize, type Operator, type Token } from './tokenize';

/** Formulas are short; anything longer is rejected before it is even read. */
export const MAX_FORMULA_LENGTH = 500;
/**
 * How deeply constructs may nest. Each `(`, `sqrt(`, unary `-` and `^` opens a
 * level, so the parser's recursion (and the evaluator's) stays shallow whatever
 * the input.
 */
export const MAX_FORMULA_DEPTH = 32;

export type FormulaNode =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'pp' }
  | { readonly kind: 'negate'; readonly operand: FormulaNode }
  | { readonly kind: 'sqrt'; readonly argument: FormulaNode }
  | { readonly kind: 'binary'; readonly operator: Operator; readonly left: FormulaNode; readonly right: FormulaNode };

type OperatorToken = Extract<Token, { type: 'operator' }>;

/**
 * Parses a formula into a tree, or throws FormulaParseError naming the
 * 1-based position of the problem. Grammar, loosest binding first:
 *
 *   expression := term (('+' | '-') term)*
 *   term       := unary (('*' | '/') unary)*
 *   unary      := '-' unary | power              (no unary '+': `1 + + 2` is a typo)
 *   power      := primary ('^' unary)?           (right-associative: 2^3^2 = 2^9)
 *   primary    := number | 'pp' | 'sqrt' '(' expression ')' | '(' expression ')'
 *
 * `^` sits below unary minus on its left, as in maths (-2^2 = -4), and takes a
 * signed exponent on its right (2^-1 = 0.5).
 */
export const parseFormula = (source: string): FormulaNode => {
  // Guard the runtime type too: this may be handed untyped form or JSON input.
  if (typeof source !== 'string') throw new FormulaParseError('Formula must be text', 1);
  if (source.length > MAX_FORMULA_LENGTH) {
    const position = MAX_FORMULA_LENGTH + 1;
    throw new FormulaParseError(
      `Formula is too long at position ${position}: at most ${MAX_FORMULA_LENGTH} characters`,
      position,
    );
  }
  const tokens = tokenize(source);
  let next = 0;
  let depth = 0;

  const peek = (): Token => tokens[next]!;
  const take = (): Token => tokens[next++]!;
  const unexpected = (token: Token): FormulaParseError =>
    token.type === 'end'
      ? new FormulaParseError(`Unexpected end of formula at position ${token.position}`, token.position)
      : new FormulaParseError(`Unexpected ${quote(token.text)} at position ${token.position}`, token.position);
  const expect = (type: '(' | ')', after = ''): void => {
    const token = take();
    if (token.type !== type) {
      throw new FormulaParseError(`Expected "${type}"${after} at position ${token.position}`, token.position);
    }
  };
  // Called on every construct that nests, before recursing into it.
  const nest = <T>(token: Token, inner: () => T): T => {
    if (depth === MAX_FORMULA_DEPTH) {
      throw new FormulaParseError(
        `Formula is nested too deeply at position ${token.position}: at most ${MAX_FORMULA_DEPTH} levels`,
        token.position,
      );
    }
    depth += 1;
    const result = inner();
    depth -= 1;
    return result;
  };
  // Consumes the next token if it is one of these operators.
  const accept = (...operators: Operator[]): OperatorToken | undefined => {
    const token = peek();
    // Stryker disable next-line ConditionalExpression: only an operator token's text can be an operator, so the type check alone decides nothing
    if (token.type !== 'operator' || !operators.includes(token.text)) return undefined;
    next += 1;
    return token;
  };

  const expression = (): FormulaNode => {
    let left = term();
    for (let token = accept('+', '-'); token; token = accept('+', '-')) {
      left = { kind: 'binary', operator: token.text, left, right: term() };
    }
    return left;
  };
  const term = (): FormulaNode => {
    let left = unary();
    for (let token = accept('*', '/'); token; token = accept('*', '/')) {
      left = { kind: 'binary', operator: token.text, left, right: unary() };
    }
    return left;
  };
  const unary = (): FormulaNode => {
    const minus = accept('-');
    if (!minus) return power();
    return nest(minus, () => ({ kind: 'negate', operand: unary() }));
  };
  const power = (): FormulaNode => {
    const base = primary();
    const caret = accept('^');
    if (!caret) return base;
    return nest(caret, () => ({ kind: 'binary', operator: '^', left: base, right: unary() }));
  };
  const primary = (): FormulaNode => {
    const token = take();
    switch (token.type) {
      case 'number':
        return { kind: 'number', value: token.value };
      case 'pp':
        return { kind: 'pp' };
      case 'sqrt':
        expect('(', ' after sqrt');
        return nest(token, () => {
          const argument = expression();
          expect(')');
          return { kind: 'sqrt', argument };
        });
      case '(':
        return nest(token, () => {
          const inner = expression();
          expect(')');
          return inner;
        });
      default:
        throw unexpected(token);
    }
  };

  if (peek().type === 'end') throw new FormulaParseError('Formula is empty', 1);
  const tree = expression();
  // Whatever is left over (`2 pp`, `(1))`, `pp(2)`) has no place in the language.
  if (peek().type !== 'end') throw unexpected(peek());
  return tree;
};
