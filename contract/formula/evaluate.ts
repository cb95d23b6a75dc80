import type { FormulaNode } from './parse';

export type FormulaVariables = { readonly pp: number };

const finite = (value: number): number | undefined => (Number.isFinite(value) ? value : undefined);

// Any step that is not a finite number (1/0, sqrt(-1), 10^400, a non-finite pp)
// makes the whole result nothing, even when a later step would hide it:
// 1/(1/0) is not 0, it is a division by zero.
const evaluateNode = (node: FormulaNode, pp: number): number | undefined => {
  switch (node.kind) {
    case 'number':
      return finite(node.value);
    case 'pp':
      return finite(pp);
    case 'negate': {
      const operand = evaluateNode(node.operand, pp);
      return operand === undefined ? undefined : -operand;
    }
    case 'sqrt': {
      const argument = evaluateNode(node.argument, pp);
      // Stryker disable next-line ConditionalExpression: without the check, Math.sqrt(undefined) is NaN, which finite() also makes nothing
      return argument === undefined ? undefined : finite(Math.sqrt(argument));
    }
    case 'binary': {
      const left = evaluateNode(node.left, pp);
      const right = evaluateNode(node.right, pp);
      if (left === undefined || right === undefined) return undefined;
      switch (node.operator) {
        case '+':
          return finite(left + right);
        case '-':
          return finite(left - right);
        case '*':
          return finite(left * right);
        case '/':
          return finite(left / right);
        case '^':
          return finite(left ** right);
      }
    }
  }
};

/**
 * The value of a parsed formula for a purchase price, or `undefined` when it
 * is not a finite number ("It returns nothing if the result is
 * not a finite number").
 */
export const evaluateFormula = (node: FormulaNode, { pp }: FormulaVariables): number | undefined => {
  const result = evaluateNode(node, pp);
  // -0 (from `0 * -1`) would be shown as "-$0.00"; money has no negative zero.
  return result === 0 ? 0 : result;
};
