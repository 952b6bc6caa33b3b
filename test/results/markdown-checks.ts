/**
 * Structural checks of the markdown we generate, standing in for a GFM renderer: only our own
 * tags appear and they nest, tables keep one cell count per table, nothing outside <pre> can
 * mention anyone, no half characters. Each returns a list of problems (empty when all is well),
 * so a failing test shows what broke.
 */
const OUR_TAGS = new Set(['details', 'summary', 'pre', 'br', 'code']);

export function markdownProblems(markdown: string): string[] {
  const problems: string[] = [];
  // An autolink `<https://…>` is a link, not a tag: its text is the address, taken as it is.
  const md = markdown.replace(/<https?:\/\/[^<>\s]*>/g, (link) => `[link:${'x'.repeat(link.length - 7)}]`);
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(md))
    problems.push('holds a lone surrogate (half a character)');

  // Tags: only ours, properly nested. `<` of foreign text must have been escaped.
  const stack: string[] = [];
  for (const m of md.matchAll(/<(\/?)([A-Za-z][A-Za-z0-9-]*)[^>]*>|<!--|<(?=[A-Za-z/!?])/g)) {
    const [whole, closing, name] = m;
    if (name === undefined) {
      problems.push(`raw markup start ${JSON.stringify(whole)} at ${m.index}`);
      continue;
    }
    const tag = name.toLowerCase();
    if (!OUR_TAGS.has(tag)) {
      problems.push(`foreign tag ${JSON.stringify(whole)} at ${m.index}`);
      continue;
    }
    if (tag === 'br') continue;
    if (!closing) stack.push(tag);
    else if (stack.pop() !== tag) problems.push(`</${tag}> at ${m.index} closes nothing open`);
  }
  if (stack.length > 0) problems.push(`unclosed tags: ${stack.join(', ')}`);

  let inPre = false;
  let tableCells: number | undefined;
  md.split('\n').forEach((line, i) => {
    if (line.startsWith('<pre>')) inPre = true;
    if (inPre) {
      if (line.includes('</pre>')) inPre = false;
      tableCells = undefined;
      return;
    }
    if (/@[A-Za-z0-9]/.test(line))
      problems.push(`line ${i + 1}: an @mention outside <pre>: ${line.slice(0, 120)}`);
    if (/\]\(javascript:/i.test(line)) problems.push(`line ${i + 1}: a javascript: link`);
    if (line.startsWith('|')) {
      const cells = line.split('|').length;
      if (tableCells !== undefined && cells !== tableCells)
        problems.push(`line ${i + 1}: ${cells - 2} cells where the table has ${tableCells - 2}`);
      tableCells ??= cells;
    } else {
      tableCells = undefined;
    }
  });
  return problems;
}
