/**
 * GitHub Actions expressions, as far as the reusable workflows' `if:` conditions use them, so a
 * test can ask whether a job would run in a given situation instead of comparing the condition's
 * text: literals ('text', true, false, null, numbers), context properties (`needs.deploy.result`,
 * `inputs.rollback`), `!`, `&&`, `||` (which yield an operand, as GitHub's do), `==` and `!=`
 * (strings compared ignoring case, as GitHub does), parentheses, the status functions
 * `success()`, `failure()`, `cancelled()`, `always()`, `toJSON(value)` and `format(text, …)`; and, for values such as
 * a concurrency group, text with `${{ }}` inside (`interpolate`). Anything else throws, so an
 * expression this does not understand fails its test rather than passing it.
 */

export type Value = string | number | boolean | null;

export interface ExpressionContext {
  /** A property path's value (`needs.deploy.outputs.skipped`); undefined reads as null, as on GitHub. */
  property(path: string): Value | undefined;
  /** What the status functions say; by default none of the job's dependencies failed or was cancelled. */
  status?: { failure?: boolean; cancelled?: boolean };
}

type Token =
  | { kind: 'value'; value: Value }
  | { kind: 'path'; path: string }
  | { kind: 'call'; name: string }
  | { kind: 'op'; op: '!' | '&&' | '||' | '==' | '!=' | '(' | ')' | '[' | ']' | ',' };

/** A call is a name right before `(`; its `(` is read as the next token. */
const TOKEN =
  /\s*(?:'((?:[^']|'')*)'|(&&|\|\||==|!=|!|\(|\)|\[|\]|,)|([A-Za-z_][\w-]*)(?=\()|([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)|(-?\d+(?:\.\d+)?))/y;

function tokens(text: string): Token[] {
  const list: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new Error(`expression: cannot read "${text.slice(at)}"`);
    const [, string, op, call, path, number] = match;
    if (string !== undefined) list.push({ kind: 'value', value: string.replace(/''/g, "'") });
    else if (op !== undefined) list.push({ kind: 'op', op: op as '!' });
    else if (call !== undefined) list.push({ kind: 'call', name: call });
    else if (path === 'true' || path === 'false') list.push({ kind: 'value', value: path === 'true' });
    else if (path === 'null') list.push({ kind: 'value', value: null });
    else if (path !== undefined) list.push({ kind: 'path', path });
    else list.push({ kind: 'value', value: Number(number) });
  }
  return list;
}

function truthy(value: Value): boolean {
  return !(value === false || value === null || value === '' || value === 0 || Number.isNaN(value));
}

function equal(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === typeof b) return a === b;
  // Different types compare as numbers, as GitHub coerces them.
  const number = (v: Value) =>
    v === null ? 0 : typeof v === 'boolean' ? Number(v) : Number(v === '' ? 0 : v);
  return number(a) === number(b);
}

/** The value of `expression` (with or without `${{ }}`) in `context`. */
export function evaluate(expression: string, context: ExpressionContext): Value {
  const text = expression.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const list = tokens(text);
  let i = 0;
  const peek = (): Token | undefined => list[i];
  const isOp = (op: string): boolean => {
    const t = peek();
    return t?.kind === 'op' && t.op === op;
  };

  const primary = (): Value => {
    const t = list[i++];
    if (!t) throw new Error(`expression: "${text}" ends too soon`);
    if (t.kind === 'value') return t.value;
    if (t.kind === 'path') {
      // `secrets[inputs.name]` is the property the index's value names.
      let path = t.path;
      while (isOp('[')) {
        i++;
        const key = or();
        if (!isOp(']')) throw new Error(`expression: "${text}" lacks a ]`);
        i++;
        path += `.${asText(key)}`;
      }
      return context.property(path) ?? null;
    }
    if (t.kind === 'call') return call(t.name, args());
    if (t.op === '!') return !truthy(primary());
    if (t.op === '(') {
      const value = or();
      if (!isOp(')')) throw new Error(`expression: "${text}" lacks a )`);
      i++;
      return value;
    }
    throw new Error(`expression: unexpected ${t.op} in "${text}"`);
  };
  const args = (): Value[] => {
    i++; // the call's (
    const values: Value[] = [];
    while (!isOp(')')) {
      if (values.length > 0) {
        if (!isOp(',')) throw new Error(`expression: "${text}" lacks a , or )`);
        i++;
      }
      values.push(or());
    }
    i++;
    return values;
  };
  const call = (name: string, values: Value[]): Value => {
    const status = context.status ?? {};
    const arity = (n: number) => {
      if (values.length !== n) throw new Error(`expression: ${name}() takes ${n} argument(s)`);
    };
    switch (name) {
      case 'always':
        arity(0);
        return true;
      case 'cancelled':
        arity(0);
        return status.cancelled === true;
      case 'failure':
        arity(0);
        return status.failure === true;
      case 'success':
        arity(0);
        return status.failure !== true && status.cancelled !== true;
      case 'toJSON':
        arity(1);
        // GitHub's is indented JSON; for the strings, numbers and booleans here, plain JSON.
        return JSON.stringify(values[0], null, 2);
      case 'format': {
        // `{0}` is the first value after the text, as text; `{{` and `}}` are braces.
        const [template, ...rest] = values;
        if (typeof template !== 'string') throw new Error('expression: format() needs a text first');
        return template.replace(/\{\{|\}\}|\{(\d+)\}/g, (match, index?: string) => {
          if (index === undefined) return match[0]!;
          if (Number(index) >= rest.length) throw new Error(`expression: format() has no value {${index}}`);
          return asText(rest[Number(index)]!);
        });
      }
      default:
        throw new Error(`expression: ${name}() is not known here`);
    }
  };
  const comparison = (): Value => {
    const left = primary();
    if (isOp('==') || isOp('!=')) {
      const negate = isOp('!=');
      i++;
      const same = equal(left, primary());
      return negate ? !same : same;
    }
    return left;
  };
  const and = (): Value => {
    let value = comparison();
    while (isOp('&&')) {
      i++;
      const right = comparison();
      value = truthy(value) ? right : value;
    }
    return value;
  };
  const or = (): Value => {
    let value = and();
    while (isOp('||')) {
      i++;
      const right = and();
      value = truthy(value) ? value : right;
    }
    return value;
  };

  const value = or();
  if (i !== list.length) throw new Error(`expression: "${text}" has more after its end`);
  return value;
}

/**
 * Whether a job or step with this `if:` runs. Without a status function in it, GitHub adds
 * `success() &&` in front, as it does.
 */
export function runs(condition: string | undefined, context: ExpressionContext): boolean {
  if (condition === undefined) return evaluate('success()', context) === true;
  const statusFunction = /\b(success|failure|cancelled|always)\(\)/.test(condition);
  const text = condition.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  return truthy(evaluate(statusFunction ? text : `success() && (${text})`, context));
}

/** A value as GitHub writes it into text: null as nothing, the rest as written. */
function asText(value: Value): string {
  return value === null ? '' : String(value);
}

/**
 * A value with `${{ }}` inside (a concurrency group, a job name) as GitHub makes it: the text
 * around each expression as it stands, each expression by its value.
 */
export function interpolate(template: string, context: ExpressionContext): string {
  return template.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) =>
    asText(evaluate(expression, context)),
  );
}
