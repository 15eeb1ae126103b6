import type { ExpressionFunctionName } from './expression-functions';

export type BinaryOperator =
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '=='
  | '!='
  | '==='
  | '!=='
  | '<'
  | '<='
  | '>'
  | '>=';

/** A parsed expression; `position` is the offset of the node's first (or operator) character. */
export type ExpressionNode =
  | { kind: 'literal'; value: null | boolean | number | string; position: number }
  /** A field of the record: `amount`, `record.amount`, `data['amount']`. */
  | { kind: 'field'; name: string; position: number }
  | { kind: 'member'; object: ExpressionNode; property: string; position: number }
  | { kind: 'index'; object: ExpressionNode; index: ExpressionNode; position: number }
  | { kind: 'unary'; operator: '-' | '+' | '!'; operand: ExpressionNode; position: number }
  | {
      kind: 'binary';
      operator: BinaryOperator;
      left: ExpressionNode;
      right: ExpressionNode;
      position: number;
    }
  | { kind: 'logical'; operator: '&&' | '||'; left: ExpressionNode; right: ExpressionNode; position: number }
  | {
      kind: 'conditional';
      test: ExpressionNode;
      consequent: ExpressionNode;
      alternate: ExpressionNode;
      position: number;
    }
  | { kind: 'array'; elements: ExpressionNode[]; position: number }
  | { kind: 'call'; name: ExpressionFunctionName; args: ExpressionNode[]; position: number };
