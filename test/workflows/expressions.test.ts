// The expression reader the workflow tests ask "would this job run?" with (test/helpers/expressions.ts):
// it must read conditions as GitHub does, or those tests prove nothing.
import { describe, expect, it } from '@jest/globals';
import { evaluate, interpolate, runs } from '../helpers/expressions.js';
import type { ExpressionContext, Value } from '../helpers/expressions.js';

const context = (
  values: Record<string, Value>,
  status: ExpressionContext['status'] = {},
): ExpressionContext => ({
  property: (path) => values[path],
  status,
});

describe('GitHub expressions', () => {
  it('&& and || yield an operand, as GitHub documents (the ternary idiom)', () => {
    const rollback = "${{ inputs.rollback && 'true' || 'auto' }}";
    expect(evaluate(rollback, context({ 'inputs.rollback': true }))).toBe('true');
    expect(evaluate(rollback, context({ 'inputs.rollback': false }))).toBe('auto');
  });

  it('compares strings ignoring case; a missing property is null, which equals the empty string as numbers do', () => {
    expect(evaluate("needs.a.result == 'SUCCESS'", context({ 'needs.a.result': 'success' }))).toBe(true);
    expect(evaluate("needs.a.outputs.x != ''", context({}))).toBe(false);
    expect(evaluate("needs.a.outputs.x == ''", context({}))).toBe(true);
    expect(evaluate("!(1 == 2) && 'a'", context({}))).toBe('a');
  });

  it('adds success() to a condition without a status function, as GitHub does', () => {
    expect(runs("inputs.x == 'y'", context({ 'inputs.x': 'y' }, { failure: true }))).toBe(false);
    expect(runs("!cancelled() && inputs.x == 'y'", context({ 'inputs.x': 'y' }, { failure: true }))).toBe(
      true,
    );
    expect(runs("!cancelled() && inputs.x == 'y'", context({ 'inputs.x': 'y' }, { cancelled: true }))).toBe(
      false,
    );
    expect(runs(undefined, context({}))).toBe(true);
  });

  it('toJSON writes a string as a JSON string: quoted, its quotes and line breaks escaped', () => {
    expect(evaluate('toJSON(inputs.x)', context({ 'inputs.x': 'a"-"b\nc' }))).toBe('"a\\"-\\"b\\nc"');
    expect(evaluate('toJSON(inputs.x)', context({}))).toBe('null');
    expect(evaluate("toJSON('it''s')", context({}))).toBe('"it\'s"');
  });

  it('format puts each value, as text, in its {n}; {{ and }} are braces', () => {
    const values = context({ 'runner.temp': '/home/runner/work/_temp', 'inputs.n': 7 });
    expect(evaluate("format('{0}/h.json', runner.temp)", values)).toBe('/home/runner/work/_temp/h.json');
    expect(evaluate("format('{{{0}}}-{1}-{0}', inputs.n, inputs.missing)", values)).toBe('{7}--7');
    expect(() => evaluate("format('{1}', 'a')", values)).toThrow('format() has no value {1}');
  });

  it('interpolates each expression of a text, null as nothing', () => {
    const values = context({ 'needs.a.outputs.p': 'retail', 'inputs.f': 'prod' });
    expect(interpolate('deploy-${{ needs.a.outputs.p }}-${{ toJSON(inputs.f) }}', values)).toBe(
      'deploy-retail-"prod"',
    );
    expect(interpolate('x-${{ inputs.missing }}-${{ 1 == 1 }}', values)).toBe('x--true');
    expect(interpolate('no expression', values)).toBe('no expression');
  });

  it('reads a property named by an index, as secrets[inputs.token-secret]', () => {
    const values = context({ 'inputs.token-secret': 'PROD_TOKEN', 'secrets.PROD_TOKEN': 'tok' });
    expect(evaluate('secrets.api-token || secrets[inputs.token-secret]', values)).toBe('tok');
    expect(evaluate("secrets['PROD_TOKEN'] != ''", values)).toBe(true);
    expect(evaluate("secrets[inputs.missing] != ''", values)).toBe(false);
    expect(() => evaluate('secrets[inputs.x', values)).toThrow('lacks a ]');
  });

  it('refuses what it does not understand instead of guessing', () => {
    expect(() => evaluate("contains(inputs.x, 'y')", context({}))).toThrow();
    expect(() => evaluate('inputs.x ==', context({}))).toThrow('ends too soon');
    expect(() => evaluate('(inputs.x', context({}))).toThrow('lacks a )');
    expect(() => evaluate('hashFiles()', context({}))).toThrow('hashFiles() is not known here');
    expect(() => evaluate("toJSON('a', 'b')", context({}))).toThrow('toJSON() takes 1 argument(s)');
    expect(() => evaluate('always(1)', context({}))).toThrow('always() takes 0 argument(s)');
    expect(() => evaluate("toJSON('a' 'b')", context({}))).toThrow('lacks a , or )');
  });
});
