/**
 * A small, strict XML 1.0 reader for tests: it accepts only well-formed documents (one root,
 * matching tags, quoted attributes without `<`, known or numeric entity references, characters
 * XML 1.0 allows, no `]]>` in text) and returns the element tree, so a test can both prove the
 * JUnit we write parses and read its counts back. Not a general parser: no DTDs, no namespaces.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: Array<XmlElement | string>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ALLOWED_CHARS = /^[\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;
const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;

export function parseXml(source: string): XmlElement {
  if (!ALLOWED_CHARS.test(source)) throw new Error('document holds a character XML 1.0 forbids');
  const p = new Parser(source);
  return p.document();
}

/** All text inside an element, CDATA included, entities decoded. */
export function textOf(element: XmlElement): string {
  return element.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

/** Child elements with this name. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);
}

class Parser {
  private pos = 0;
  constructor(private readonly s: string) {}

  document(): XmlElement {
    if (this.s.startsWith('<?xml', this.pos)) this.skipPast('?>');
    this.misc();
    if (this.s[this.pos] !== '<') this.fail('expected the root element');
    const root = this.element();
    this.misc();
    if (this.pos !== this.s.length) this.fail('content after the root element');
    return root;
  }

  /** Whitespace, comments and processing instructions between top-level items. */
  private misc(): void {
    for (;;) {
      while (/\s/.test(this.s[this.pos] ?? '')) this.pos++;
      if (this.s.startsWith('<!--', this.pos)) this.comment();
      else if (this.s.startsWith('<?', this.pos)) this.skipPast('?>');
      else return;
    }
  }

  private element(): XmlElement {
    this.expect('<');
    const name = this.name();
    const attributes: Record<string, string> = {};
    for (;;) {
      const hadSpace = this.spaces();
      if (this.s.startsWith('/>', this.pos)) {
        this.pos += 2;
        return { name, attributes, children: [] };
      }
      if (this.s[this.pos] === '>') {
        this.pos++;
        break;
      }
      if (!hadSpace) this.fail('expected whitespace before an attribute');
      const attr = this.name();
      this.spaces();
      this.expect('=');
      this.spaces();
      if (attr in attributes) this.fail(`attribute ${attr} repeated`);
      attributes[attr] = this.attributeValue();
    }
    const children: Array<XmlElement | string> = [];
    for (;;) {
      if (this.pos >= this.s.length) this.fail(`<${name}> is not closed`);
      if (this.s.startsWith('</', this.pos)) {
        this.pos += 2;
        const end = this.name();
        if (end !== name) this.fail(`</${end}> closes <${name}>`);
        this.spaces();
        this.expect('>');
        return { name, attributes, children };
      }
      if (this.s.startsWith('<![CDATA[', this.pos)) {
        const start = this.pos + 9;
        const end = this.s.indexOf(']]>', start);
        if (end < 0) this.fail('CDATA section not closed');
        children.push(this.s.slice(start, end));
        this.pos = end + 3;
      } else if (this.s.startsWith('<!--', this.pos)) {
        this.comment();
      } else if (this.s[this.pos] === '<') {
        children.push(this.element());
      } else {
        children.push(this.text());
      }
    }
  }

  private text(): string {
    let out = '';
    while (this.pos < this.s.length && this.s[this.pos] !== '<') {
      if (this.s[this.pos] === '&') {
        out += this.reference();
        continue;
      }
      // Take the run up to the next markup or reference in one slice: documents can be megabytes.
      let end = this.pos;
      while (end < this.s.length && this.s[end] !== '<' && this.s[end] !== '&') end++;
      const run = this.s.slice(this.pos, end);
      if (run.includes(']]>')) this.fail('`]]>` in text');
      out += run;
      this.pos = end;
    }
    return out;
  }

  private attributeValue(): string {
    const quote = this.s[this.pos];
    if (quote !== '"' && quote !== "'") this.fail('attribute value not quoted');
    this.pos++;
    let out = '';
    for (;;) {
      const c = this.s[this.pos];
      if (c === undefined) this.fail('attribute value not closed');
      if (c === quote) {
        this.pos++;
        return out;
      }
      if (c === '<') this.fail('`<` in an attribute value');
      if (c === '&') out += this.reference();
      else {
        // Attribute-value normalisation: a literal line break or tab reads as a space.
        out += c === '\n' || c === '\r' || c === '\t' ? ' ' : c;
        this.pos++;
      }
    }
  }

  private reference(): string {
    const end = this.s.indexOf(';', this.pos);
    if (end < 0) this.fail('`&` without `;`');
    const body = this.s.slice(this.pos + 1, end);
    this.pos = end + 1;
    const numeric = /^#(?:x([0-9A-Fa-f]+)|([0-9]+))$/.exec(body);
    if (numeric) {
      const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
      const char = String.fromCodePoint(code);
      if (!ALLOWED_CHARS.test(char)) this.fail(`&#${code}; is a character XML 1.0 forbids`);
      return char;
    }
    const named = ENTITIES[body];
    if (named === undefined) this.fail(`unknown entity &${body};`);
    return named!;
  }

  private comment(): void {
    const end = this.s.indexOf('-->', this.pos + 4);
    if (end < 0) this.fail('comment not closed');
    if (this.s.slice(this.pos + 4, end).includes('--')) this.fail('`--` inside a comment');
    this.pos = end + 3;
  }

  private name(): string {
    NAME.lastIndex = this.pos;
    const m = NAME.exec(this.s);
    if (!m) this.fail('expected a name');
    this.pos += m![0].length;
    return m![0];
  }

  private spaces(): boolean {
    const start = this.pos;
    while (/[ \t\r\n]/.test(this.s[this.pos] ?? '')) this.pos++;
    return this.pos > start;
  }

  private expect(text: string): void {
    if (!this.s.startsWith(text, this.pos)) this.fail(`expected ${JSON.stringify(text)}`);
    this.pos += text.length;
  }

  private skipPast(text: string): void {
    const end = this.s.indexOf(text, this.pos);
    if (end < 0) this.fail(`expected ${JSON.stringify(text)}`);
    this.pos = end + text.length;
  }

  private fail(reason: string): never {
    const line = this.s.slice(0, this.pos).split('\n').length;
    throw new Error(`XML line ${line}: ${reason}`);
  }
}
