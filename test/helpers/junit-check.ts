/**
 * Checks a JUnit report the way its consumers read it: valid against what Jenkins' readers
 * accept (test/helpers/junit.xsd, by libxml2's own validator compiled to WebAssembly), and with
 * counts that agree with the elements they count, since some readers trust the attributes and
 * others count the testcases.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { childrenNamed, parseXml } from './xml.js';
import type { XmlElement } from './xml.js';

const XSD = readFileSync(join(import.meta.dirname, 'junit.xsd'), 'utf8');

/** Every problem of the report, one line each; none when consumers will read it as it means. */
export async function junitProblems(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [{ fileName: 'junit.xsd', contents: XSD }],
    maxMemoryPages: 16_384,
  });
  const problems = result.errors.map((e) => `schema: ${e.message.trim()}`);
  if (problems.length > 0) return problems;
  const root = parseXml(xml);
  const suites = root.name === 'testsuites' ? childrenNamed(root, 'testsuite') : [root];
  const totals = { tests: 0, failures: 0, errors: 0 };
  for (const suite of suites) {
    const counted = countCases(suite);
    for (const key of ['tests', 'failures', 'errors', 'skipped'] as const) {
      const said = suite.attributes[key];
      if (said !== undefined && Number(said) !== counted[key])
        problems.push(`testsuite "${suite.attributes.name}": ${key}="${said}" but ${counted[key]} counted`);
    }
    totals.tests += counted.tests;
    totals.failures += counted.failures;
    totals.errors += counted.errors;
  }
  if (root.name === 'testsuites')
    for (const key of ['tests', 'failures', 'errors'] as const) {
      const said = root.attributes[key];
      if (said !== undefined && Number(said) !== totals[key])
        problems.push(`testsuites: ${key}="${said}" but ${totals[key]} counted`);
    }
  return problems;
}

function countCases(suite: XmlElement): { tests: number; failures: number; errors: number; skipped: number } {
  const cases = childrenNamed(suite, 'testcase');
  const having = (name: string) => cases.filter((c) => childrenNamed(c, name).length > 0).length;
  return {
    tests: cases.length,
    failures: having('failure'),
    errors: having('error'),
    skipped: having('skipped'),
  };
}
