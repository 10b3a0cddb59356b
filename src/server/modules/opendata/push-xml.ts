import { SaxesParser } from 'saxes';

/**
 * The XML form of the push API (issue #32 item 1; documented by `push.xsd`, served at
 * `GET /api/v1/push/schema.xsd`). An XML item is mapped onto the JSON item (`pushTenderSchema`,
 * `pushCorrigendumSchema`, `pushAwardSchema`: element names are the JSON member names), so one
 * validation and one write path serve both forms; this file only reads XML, safely:
 * - saxes (strict, well-formedness checked, no DTD processing at all): a DOCTYPE is refused
 *   outright, so neither external entities (XXE) nor entity expansion (billion laughs) can
 *   happen, and an entity other than XML's five is an error (saxes knows no others);
 * - no attributes but namespace declarations; depth, element count and text size limited
 *   (the request's size is limited by the route).
 * Elements are numbered as XPath numbers them (`/push/tender[3]/closingAt`).
 */

export const pushNamespace = 'https://spp.assam.gov.in/schema/push/1';

export type PushKind = 'tender' | 'corrigendum' | 'award';
export const pushKinds: readonly PushKind[] = ['tender', 'corrigendum', 'award'];

/** The numeric members of the items (`version`, `orgUnitId`, money, `bidsReceived`): XML text → number. */
const numeric = new Set(['version', 'orgUnitId', 'valueInr', 'emdInr', 'feeInr', 'bidsReceived']);

/** An item read from XML: its members, or why its elements cannot be an item at all. */
export interface XmlItem {
  kind: PushKind;
  /** `/tender` for a single push, `/push/tender[3]` in a bulk file. */
  path: string;
  line: number;
  value: Record<string, unknown>;
  errors: { path: string; message: string }[];
}

/** A document that cannot be read (not well-formed, a DTD, too deep…): refused whole, or the bulk file stops here. */
export class XmlRefused extends Error {
  readonly key: string;
  readonly line: number;
  constructor(message: string, key: string, line: number) {
    super(message);
    this.key = key;
    this.line = line;
  }
}

const maxDepth = 16;
const maxFieldChars = 20_000;
const maxFieldsPerItem = 64;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const isNamespaceAttribute = (name: string) =>
  name === 'xmlns' || name.startsWith('xmlns:') || name.startsWith('xsi:');

/**
 * Reads a push document chunk by chunk. `single`: the root is the item (`<tender>`); `bulk`: the
 * root is `<push>` and its children are the items. Each `write` returns the items completed by it.
 */
export class XmlItemReader {
  private readonly parser = new SaxesParser({ position: true });
  private done: XmlItem[] = [];
  private depth = 0;
  private rootSeen = false;
  private counts = new Map<string, number>();
  private item: XmlItem | null = null;
  private field: string | null = null;
  private text = '';
  private skipUntil = 0;
  private failure: XmlRefused | null = null;

  private readonly mode: { single: PushKind } | 'bulk';

  constructor(mode: { single: PushKind } | 'bulk') {
    this.mode = mode;
    const p = this.parser;
    p.on('doctype', () => this.fail('A DOCTYPE (DTD) is not accepted.', 'xmlDoctype'));
    p.on('processinginstruction', () =>
      this.fail('Processing instructions are not accepted.', 'xmlInstruction'),
    );
    p.on('error', (e) =>
      /entity/i.test(e.message)
        ? this.fail('Entities other than the five of XML are not accepted.', 'xmlEntity')
        : this.fail(`The XML is not well-formed: ${e.message}`, 'xmlMalformed'),
    );
    p.on('opentag', (tag) => this.open(localName(tag.name), Object.keys(tag.attributes)));
    p.on('closetag', () => this.close());
    p.on('text', (t) => this.addText(t));
    p.on('cdata', (t) => this.addText(t));
  }

  private fail(message: string, key: string): never {
    this.failure ??= new XmlRefused(message, key, this.parser.line);
    throw this.failure;
  }

  private open(name: string, attributes: string[]) {
    this.depth++;
    if (this.depth > maxDepth) this.fail(`Elements are nested deeper than ${maxDepth}.`, 'xmlTooDeep');
    if (this.skipUntil) return;
    const itemDepth = this.mode === 'bulk' ? 2 : 1;
    const foreign = attributes.filter((a) => !isNamespaceAttribute(a));
    if (this.depth === 1) {
      this.rootSeen = true;
      const expected = this.mode === 'bulk' ? 'push' : this.mode.single;
      if (name !== expected) this.fail(`The root element must be <${expected}>, not <${name}>.`, 'xmlRoot');
      if (this.mode === 'bulk') return;
    }
    if (this.depth === itemDepth) {
      const n = (this.counts.get(name) ?? 0) + 1;
      this.counts.set(name, n);
      const path = this.mode === 'bulk' ? `/push/${name}[${n}]` : `/${name}`;
      this.item = {
        kind: (pushKinds as readonly string[]).includes(name) ? (name as PushKind) : 'tender',
        path,
        line: this.parser.line,
        value: {},
        errors: [],
      };
      if (!(pushKinds as readonly string[]).includes(name))
        this.item.errors.push({ path, message: 'opendata:validation.push.xmlUnknownItem' });
      if (foreign.length > 0)
        this.item.errors.push({ path, message: 'opendata:validation.push.xmlAttribute' });
      return;
    }
    const item = this.item!;
    if (this.depth === itemDepth + 1) {
      this.field = name;
      this.text = '';
      const at = `${item.path}/${name}`;
      if (foreign.length > 0)
        item.errors.push({ path: at, message: 'opendata:validation.push.xmlAttribute' });
      if (Object.hasOwn(item.value, name))
        item.errors.push({ path: at, message: 'opendata:validation.push.xmlRepeated' });
      if (Object.keys(item.value).length >= maxFieldsPerItem)
        this.fail(`An item has more than ${maxFieldsPerItem} elements.`, 'xmlTooMany');
      return;
    }
    // A member has no elements inside: the item is refused, its subtree skipped.
    item.errors.push({ path: `${item.path}/${this.field}`, message: 'opendata:validation.push.xmlNested' });
    this.skipUntil = this.depth;
  }

  private addText(t: string) {
    if (this.field === null || this.skipUntil) {
      if (t.trim() && this.depth > 0 && this.item)
        this.item.errors.push({ path: this.item.path, message: 'opendata:validation.push.xmlText' });
      return;
    }
    this.text += t;
    if (this.text.length > maxFieldChars)
      this.fail(`An element's text is longer than ${maxFieldChars} characters.`, 'xmlTooLong');
  }

  private close() {
    const depth = this.depth--;
    if (this.skipUntil) {
      if (depth === this.skipUntil) this.skipUntil = 0;
      return;
    }
    const itemDepth = this.mode === 'bulk' ? 2 : 1;
    if (depth === itemDepth + 1 && this.item && this.field !== null) {
      const raw = this.text.trim();
      let value: unknown = raw === '' ? null : raw;
      if (value !== null && numeric.has(this.field) && /^-?\d+(\.\d+)?$/.test(raw)) value = Number(raw);
      if (!Object.hasOwn(this.item.value, this.field)) this.item.value[this.field] = value;
      this.field = null;
      this.text = '';
    } else if (depth === itemDepth && this.item) {
      this.done.push(this.item);
      this.item = null;
    }
  }

  /** Feeds a chunk; returns the items it completed. Throws XmlRefused when the document cannot be read. */
  write(chunk: string): XmlItem[] {
    if (this.failure) throw this.failure;
    this.parser.write(chunk);
    const out = this.done;
    this.done = [];
    return out;
  }

  /** The end of the document: it must be complete. */
  end(): XmlItem[] {
    if (this.failure) throw this.failure;
    this.parser.close();
    if (!this.rootSeen) this.fail('The document has no root element.', 'xmlMalformed');
    const out = this.done;
    this.done = [];
    return out;
  }
}

/** A single push's document (`<tender>…</tender>`) as the JSON item it stands for. */
export function readSingleXml(body: string, kind: PushKind): XmlItem {
  const reader = new XmlItemReader({ single: kind });
  const items = [...reader.write(body), ...reader.end()];
  return items[0]!;
}
