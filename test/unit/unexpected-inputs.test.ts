/**
 * Inputs that do nothing (CONTRACT.md, "Inputs the action does not know"): a `with:` key that
 * action.yml does not define reaches the action as an INPUT_* variable, and an input the mode does
 * not use may be set all the same. Each is one warning line; the environment is built here as the
 * runner builds it.
 */
import { describe, expect, it } from '@jest/globals';
import { INPUTS } from '../../src/inputs/catalogue.js';
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
  it.each(['test', 'report', 'deploy', 'fabric'])(
    'finds nothing in a %s step that sets only its inputs',
    (mode) => {
      expect(unexpectedInputs(runnerEnv({ mode }))).toEqual([]);
    },
  );

  it('names a with: key action.yml does not define, with the input it likely misspells', () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'test', 'test-file': 'plan.yml' }))).toEqual([
      'Unexpected input test-file: did you mean tests-file?',
    ]);
  });

  it('suggests nothing when no input is close', () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'test', colour: 'blue' }))).toEqual([
      'Unexpected input colour.',
    ]);
  });

  it('names each unknown input once, in order, whatever case the variable has', () => {
    const env = {
      ...runnerEnv({ mode: 'deploy', 'fabric-nme': 'prod', tokn: 'x' }),
      'INPUT_Fabric-Nme': 'p',
    };
    expect(unexpectedInputs(env)).toEqual([
      'Unexpected input fabric-nme: did you mean fabric-name?',
      'Unexpected input tokn: did you mean token?',
    ]);
  });

  it('reads a name with spaces as the runner wrote it (spaces become _)', () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'test', 'tests file': 'plan.yml' }))).toEqual([
      'Unexpected input tests_file: did you mean tests-file?',
    ]);
  });

  it('names at most 20 unknown inputs, and counts the rest', () => {
    const many = Object.fromEntries(
      Array.from({ length: 25 }, (_, i) => [`extra-${String(i).padStart(2, '0')}`, 'x']),
    );
    const lines = unexpectedInputs(runnerEnv({ mode: 'test', ...many }));
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe('Unexpected input extra-00.');
    expect(lines[19]).toBe('Unexpected input extra-19.');
    expect(lines[20]).toBe('5 more unexpected inputs not named here.');
  });

  it('shows a name as one line, cut when long', () => {
    const lines = unexpectedInputs({
      INPUT_MODE: 'test',
      'INPUT_A\nB\u0007C': 'x',
      [`INPUT_${'Y'.repeat(500)}`]: 'x',
    });
    expect(lines).toEqual(['Unexpected input a bc.', `Unexpected input ${'y'.repeat(99)}….`]);
  });

  it('warns of an input the mode does not use, naming the modes that use it', () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'deploy', 'junit-file': 'junit.xml' }))).toEqual([
      'Input junit-file is ignored in deploy mode: only test and report modes use it.',
    ]);
    expect(
      unexpectedInputs(runnerEnv({ mode: 'test', 'fabric-name': 'prod', 'pr-comment': 'always' })),
    ).toEqual(['Input fabric-name is ignored in test mode: only deploy mode uses it.']);
    expect(unexpectedInputs(runnerEnv({ mode: 'deploy', 'pr-comment': 'always' }))).toEqual([
      'Input pr-comment is ignored in deploy mode: only test, report and fabric modes use it.',
    ]);
  });

  it('does not warn of an input the mode does not use that is empty or at its default', () => {
    expect(
      unexpectedInputs(runnerEnv({ mode: 'deploy', 'junit-file': '  ', 'pr-comment': ' off ' })),
    ).toEqual([]);
  });

  it('never reports an input whose default is an expression (github-token)', () => {
    expect(unexpectedInputs(runnerEnv({ mode: 'deploy', 'github-token': 'ghp_setByTheStep' }))).toEqual([]);
  });

  it('leaves an invalid mode to the inputs check, but still names unknown inputs', () => {
    expect(
      unexpectedInputs(runnerEnv({ mode: 'tests', 'junit-file': 'j.xml', 'test-file': 'p.yml' })),
    ).toEqual(['Unexpected input test-file: did you mean tests-file?']);
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

  it.each(['colour', 'x', 'pan-x', 'a'.repeat(101), ''])('"%s" is close to no input', (name) => {
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
