/**
 * Inputs that do nothing (CONTRACT.md, "Inputs the action does not know"): a `with:` key that
 * action.yml does not define reaches the action as an INPUT_* variable, and an input the mode does
 * not use may be set all the same. A typo of an input the chosen mode uses fails the step (it would
 * leave that input at its default); anything else is one warning line. The environment is built
 * here as the runner builds it.
 */
import { describe, expect, it } from '@jest/globals';
import { INPUTS, MODES } from '../../src/inputs/catalogue.js';
import { closestInput, editDistance, unexpectedInputs } from '../../src/inputs/unexpected.js';

/** The runner's environment for a step: every default of action.yml, then what the step sets. */
function runnerEnv(inputs: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = { PATH: '/usr/bin', GITHUB_ACTIONS: 'true' };
  for (const [name, spec] of Object.entries(INPUTS))
    if (spec.default !== undefined) env[`INPUT_${name.toUpperCase()}`] = spec.default;
  // The runner evaluates the expression default: the action sees a token like any other value.
  env['INPUT_GITHUB-TOKEN'] = 'ghs_evaluatedDefaultToken';
  for (const [name, value] of Object.entries(inputs))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  return env;
}

describe('unexpectedInputs', () => {
  it.each(MODES)('finds nothing in a %s step that sets only its inputs', (mode) => {
    expect(unexpectedInputs(runnerEnv({ mode }))).toEqual({ warnings: [] });
  });

  it('fails on a typo of an input the mode uses and the step left unset', () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'test', 'test-file': 'plan.yml' }))).toEqual({
      error: 'Input test-file is not an input of this action: did you mean tests-file?',
      warnings: [],
    });
    // An input with a default counts as unset at its default: the typo's value is lost all the same.
    expect(unexpectedInputs(runnerEnv({ mode: 'test', fail_on: 'new' })).error).toBe(
      'Input fail_on is not an input of this action: did you mean fail-on?',
    );
    // Every mode uses dry-run: a typo of it would send what the step meant only to print.
    expect(unexpectedInputs(runnerEnv({ mode: 'deploy', dryrun: 'true' })).error).toBe(
      'Input dryrun is not an input of this action: did you mean dry-run?',
    );
    // github-token's default is an expression: a typo of it would use GITHUB_TOKEN instead.
    expect(unexpectedInputs(runnerEnv({ mode: 'report', github_token: 'ghp_x' })).error).toBe(
      'Input github_token is not an input of this action: did you mean github-token?',
    );
  });

  it("ranks the mode's inputs first: model suggests models, not mode", () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'test', model: 'stg_orders' }))).toEqual({
      error: 'Input model is not an input of this action: did you mean models?',
      warnings: [],
    });
    // Both set: models, which only some modes use, before mode, which all use.
    expect(unexpectedInputs(runnerEnv({ mode: 'test', models: 'a', model: 'b' })).warnings).toEqual([
      'Unexpected input model: did you mean models?',
    ]);
    // In deploy mode models is another mode's input, and mode is set: a warning.
    expect(unexpectedInputs(runnerEnv({ mode: 'deploy', model: 'stg_orders' }))).toEqual({
      warnings: ['Unexpected input model: did you mean mode?'],
    });
  });

  it('a near miss of an input the step set is a warning: the input is not left at its default', () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'test', node: '24' }))).toEqual({
      warnings: ['Unexpected input node: did you mean mode?'],
    });
    expect(
      unexpectedInputs(runnerEnv({ mode: 'test', 'tests-file': 'a.yml', 'test-file': 'b.yml' })),
    ).toEqual({ warnings: ['Unexpected input test-file: did you mean tests-file?'] });
  });

  it("a near miss of another mode's input is a warning", () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'deploy', 'test-file': 'plan.yml' }))).toEqual({
      warnings: ['Unexpected input test-file: did you mean tests-file?'],
    });
    expect(unexpectedInputs(runnerEnv({ mode: 'test', 'fabric-nme': 'prod' }))).toEqual({
      warnings: ['Unexpected input fabric-nme: did you mean fabric-name?'],
    });
  });

  it('a name that only holds an input suggests it, and is never an error', () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'pipeline', 'timeout-minutes': '5' }))).toEqual({
      warnings: ['Unexpected input timeout-minutes: did you mean timeout?'],
    });
  });

  it("short names: one edit at most, so a two-letter name is nobody's typo", () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'fabric', pl: 'x', id: 'y' }))).toEqual({
      warnings: ['Unexpected input id.', 'Unexpected input pl.'],
    });
    expect(unexpectedInputs(runnerEnv({ mode: 'fabric', pln: 'true' })).error).toBe(
      'Input pln is not an input of this action: did you mean plan?',
    );
  });

  it('without a mode, a typo of mode (or of any input every mode uses) fails; others warn', () => {
    const { mode: _unset, ...noMode } = runnerEnv({ mod: 'test', 'test-file': 'p.yml' });
    expect(unexpectedInputs(noMode)).toEqual({
      error: 'Input mod is not an input of this action: did you mean mode?',
      warnings: ['Unexpected input test-file: did you mean tests-file?'],
    });
  });

  it('an invalid mode is left to the inputs check: unknown names warn, ignored inputs are not judged', () => {
    expect(
      unexpectedInputs(runnerEnv({ mode: 'tests', 'junit-file': 'j.xml', 'test-file': 'p.yml' })),
    ).toEqual({ warnings: ['Unexpected input test-file: did you mean tests-file?'] });
  });

  it('names the first typo as the failure, and the others as warnings in the same words', () => {
    expect(
      unexpectedInputs(runnerEnv({ mode: 'test', 'test-file': 'p.yml', concurency: '8', colour: 'x' })),
    ).toEqual({
      error: 'Input concurency is not an input of this action: did you mean concurrency?',
      warnings: [
        'Unexpected input colour.',
        'Input test-file is not an input of this action: did you mean tests-file?',
      ],
    });
  });

  it('suggests nothing when no input is close', () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'test', colour: 'blue' }))).toEqual({
      warnings: ['Unexpected input colour.'],
    });
  });

  it('names each unknown input once, in order, whatever case the variable has', () => {
    const env = {
      ...runnerEnv({ mode: 'deploy', 'fabric-name': 'prod', token: 'tok', 'fabric-nme': 'prod', tokn: 'x' }),
      'INPUT_Fabric-Nme': 'p',
    };
    expect(unexpectedInputs(env)).toEqual({
      warnings: [
        'Unexpected input fabric-nme: did you mean fabric-name?',
        'Unexpected input tokn: did you mean token?',
      ],
    });
  });

  it('reads a name with spaces as the runner wrote it (spaces become _)', () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'test', 'tests file': 'plan.yml' })).error).toBe(
      'Input tests_file is not an input of this action: did you mean tests-file?',
    );
  });

  it('names at most 20 unknown inputs, and counts the rest', () => {
    const many = Object.fromEntries(
      Array.from({ length: 25 }, (_, i) => [`extra-${String(i).padStart(2, '0')}`, 'x']),
    );
    const { warnings } = unexpectedInputs(runnerEnv({ mode: 'test', ...many }));
    expect(warnings).toHaveLength(21);
    expect(warnings[0]).toBe('Unexpected input extra-00.');
    expect(warnings[19]).toBe('Unexpected input extra-19.');
    expect(warnings[20]).toBe('5 more unexpected inputs not named here.');
  });

  it('finds a typo past the 20 names it warns about', () => {
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`aa-extra-${i}`, 'x']));
    const result = unexpectedInputs(runnerEnv({ mode: 'test', ...many, 'tests-fil': 'p.yml' }));
    expect(result.error).toBe('Input tests-fil is not an input of this action: did you mean tests-file?');
    expect(result.warnings.at(-1)).toBe('5 more unexpected inputs not named here.');
  });

  it('shows a name as one line, cut when long', () => {
    const { warnings } = unexpectedInputs({
      INPUT_MODE: 'test',
      'INPUT_A\nB\u0007C': 'x',
      [`INPUT_${'Y'.repeat(500)}`]: 'x',
    });
    expect(warnings).toEqual(['Unexpected input a bc.', `Unexpected input ${'y'.repeat(99)}….`]);
  });

  it('warns of an input the mode does not use, naming the modes that use it', () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'deploy', 'junit-file': 'junit.xml' })).warnings).toEqual([
      'Input junit-file is ignored in deploy mode: only test and report modes use it.',
    ]);
    expect(
      unexpectedInputs(runnerEnv({ mode: 'test', 'fabric-name': 'prod', 'pr-comment': 'always' })).warnings,
    ).toEqual(['Input fabric-name is ignored in test mode: only deploy mode uses it.']);
    expect(unexpectedInputs(runnerEnv({ mode: 'deploy', 'pr-comment': 'always' })).warnings).toEqual([
      'Input pr-comment is ignored in deploy mode: only test, report and fabric modes use it.',
    ]);
  });

  it('does not warn of an input the mode does not use that is empty or at its default', () => {
    expect(
      unexpectedInputs(runnerEnv({ mode: 'deploy', 'junit-file': '  ', 'pr-comment': ' off ' })),
    ).toEqual({ warnings: [] });
  });

  it('never reports an input whose default is an expression (github-token)', () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'pipeline', 'github-token': 'ghp_setByTheStep' }))).toEqual({
      warnings: [],
    });
  });
});

describe('closestInput', () => {
  it.each([
    ['test-file', 'tests-file'],
    ['tests_file', 'tests-file'],
    ['fail_on', 'fail-on'],
    ['dryrun', 'dry-run'],
    ['tokne', 'token'],
    ['mod', 'mode'],
    ['http-request-timeout', 'request-timeout'],
    // The step's own timeout-minutes, written under with: by mistake.
    ['timeout-minutes', 'timeout'],
    ['github-tokens', 'github-token'],
    ['attempts', 'rerun-attempts'],
    ['concurency', 'concurrency'],
  ])('%s is close to %s', (name, input) => {
    expect(closestInput(name)).toBe(input);
  });

  it.each([
    ['model', 'test', 'models'],
    ['model', 'deploy', 'mode'],
    ['fabric-ids', 'test', 'fabric-id'],
    ['fabric-nam', 'deploy', 'fabric-name'],
  ] as const)('in a step of its mode, %s in %s mode is close to %s', (name, mode, input) => {
    expect(closestInput(name, mode, { INPUT_MODE: mode })).toBe(input);
  });

  it.each(['colour', 'x', 'pan-x', 'ab', 'a'.repeat(101), ''])('"%s" is close to no input', (name) => {
    expect(closestInput(name)).toBeUndefined();
  });
});

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['', 'abc', 3],
    ['token', 'token', 0],
    ['tokne', 'token', 1],
    ['test-file', 'tests-file', 1],
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3],
  ])('from "%s" to "%s" is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});
