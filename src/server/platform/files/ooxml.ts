import type { ZipPart } from './zip.ts';

/**
 * Office Open XML judged as Office reads it (ECMA-376 Part 2, Open Packaging Conventions;
 * issue #23 item 1, finding 7): a part is what [Content_Types].xml says it is and is reached
 * through relationships, whatever its name (a VBA project renamed xl/media/image1.png is still
 * a VBA project to Excel). Refused: VBA projects and their signatures, Excel 4.0 macro sheets,
 * macro-enabled documents, ActiveX controls, OLE objects and embedded packages, links to other
 * workbooks and DDE, compound-file (OLE) content in any part, Word DDE fields, and every
 * relationship that leaves the package except a web or mail hyperlink (attached templates,
 * remote images and frames are fetched when the file opens).
 */

export type OfficeVerdict = { kind: 'xlsx' | 'docx' } | { refused: 'macro' | 'type'; why: string };

/** Content types of parts that run code, embed programs or pull data from elsewhere. */
const harmfulContentType =
  /vbaproject|vbadata|macrosheet|macroenabled|activex|oleobject|externallink|application\/vnd\.ms-office\.control/i;
/** Relationship types (their last path segment) that reach such parts. */
const harmfulRelationship = new Set(
  [
    'vbaProject',
    'vbaProjectSignature',
    'wordVbaData',
    'xlMacrosheet',
    'xlIntlMacrosheet',
    'activeXControl',
    'activeXControlBinary',
    'control',
    'oleObject',
    'package',
    'externalLink',
    'externalLinkPath',
    'attachedTemplate',
  ].map((t) => t.toLowerCase()),
);

const mainTypes: Record<string, 'xlsx' | 'docx'> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml': 'xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml': 'docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml': 'docx',
};

const cfbSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** XML text in whichever encoding Office accepts (UTF-8, or UTF-16 with or without a BOM). */
export function xmlText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  if (bytes[0] === 0x3c && bytes[1] === 0x00) return bytes.toString('utf16le');
  if (bytes[0] === 0x00 && bytes[1] === 0x3c)
    return Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2)))
      .swap16()
      .toString('utf16le');
  return bytes.toString('utf8').replace(/^\ufeff/, '');
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(
          Number.parseInt(
            e[1] === 'x' || e[1] === 'X' ? e.slice(2) : e.slice(1),
            e[1] === 'x' || e[1] === 'X' ? 16 : 10,
          ),
        )
      : (entities[e] ?? all),
  );

/** Each `<prefix:Element …>` of that local name, with its attributes by local name. */
export function elements(xml: string, localName: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  const tag = new RegExp(`<(?:[\\w.-]+:)?${localName}(?=[\\s/>])([^>]*)>`, 'g');
  for (const match of xml.matchAll(tag)) {
    const attributes: Record<string, string> = {};
    for (const a of match[1]!.matchAll(/(?:[\w.-]+:)?([\w.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g))
      attributes[a[1]!] = unescapeXml(a[3] ?? a[4] ?? '');
    found.push(attributes);
  }
  return found;
}

/** OPC part names compare without case, with a leading slash (ECMA-376 Part 2 §9.1.1.1). */
const partName = (name: string) => `/${name.replace(/^\/+/, '')}`.toLowerCase();

export function judgeOffice(parts: ZipPart[]): OfficeVerdict {
  const outer = parts.filter((p) => p.depth === 0);
  const byName = new Map(outer.map((p) => [partName(p.name), p]));
  if (byName.size !== outer.length) return { refused: 'type', why: 'two parts share a name' };
  const types = byName.get('/[content_types].xml')?.content;
  if (!types) return { refused: 'type', why: 'no content types' };
  const typesXml = xmlText(types);
  const defaults = new Map(
    elements(typesXml, 'Default').map((d) => [(d.Extension ?? '').toLowerCase(), d.ContentType ?? '']),
  );
  const overrides = new Map(
    elements(typesXml, 'Override').map((o) => [partName(o.PartName ?? ''), o.ContentType ?? '']),
  );
  const contentType = (name: string) =>
    overrides.get(partName(name)) ?? defaults.get(name.split('.').pop()!.toLowerCase()) ?? '';

  let kind: 'xlsx' | 'docx' | undefined;
  for (const part of outer) {
    const type = contentType(part.name);
    if (harmfulContentType.test(type)) return { refused: 'macro', why: `${part.name} is ${type}` };
    const main = mainTypes[type.toLowerCase()];
    if (main) {
      if (kind && kind !== main) return { refused: 'type', why: 'two kinds of main document' };
      kind = main;
    }
  }
  // Parts every check above might miss by type: names Office also honours, and any content
  // that is an OLE compound file (VBA projects and OLE objects are), nested archives included.
  for (const part of parts) {
    if (/(^|\/)vbaProject\.bin$|^xl\/macrosheets\//i.test(part.name))
      return { refused: 'macro', why: `${part.name} by name` };
    if (cfbSignature.every((b, i) => part.head[i] === b))
      return { refused: 'macro', why: `${part.name} is a compound file` };
  }
  for (const part of outer) {
    if (!/\.rels$/i.test(part.name) || !part.content) continue;
    for (const rel of elements(xmlText(part.content), 'Relationship')) {
      const type = (rel.Type ?? '').split('/').pop()!.toLowerCase();
      if (harmfulRelationship.has(type)) return { refused: 'macro', why: `${part.name}: ${rel.Type}` };
      if ((rel.TargetMode ?? '').toLowerCase() === 'external') {
        const webLink = type === 'hyperlink' && /^(https?:\/\/|mailto:)/i.test((rel.Target ?? '').trim());
        if (!webLink) return { refused: 'macro', why: `${part.name}: external ${rel.Type} ${rel.Target}` };
      }
    }
  }
  for (const part of outer) {
    if (!part.content || !/wordprocessingml/i.test(contentType(part.name))) continue;
    const xml = xmlText(part.content);
    // A field that starts another program through DDE. Its instruction may be split over
    // runs: joined first, as Word joins them.
    const instructions = [...xml.matchAll(/<(?:[\w.-]+:)?instrText\b[^>]*>([^<]*)</g)]
      .map((m) => unescapeXml(m[1]!))
      .join('');
    const simple = elements(xml, 'fldSimple').map((f) => f.instr ?? '');
    if ([instructions, ...simple].some((text) => /\bDDE(AUTO)?\b/i.test(text)))
      return { refused: 'macro', why: `${part.name}: DDE field` };
  }
  return kind ? { kind } : { refused: 'type', why: 'no workbook or document part' };
}

/**
 * The outermost parts the judgement reads whole: content types, relationships, and the Word
 * XML parts the content types name (found from [Content_Types].xml read first on its own).
 */
export function officePartsToKeep(contentTypes: Buffer | undefined): (name: string) => boolean {
  const xml = contentTypes ? xmlText(contentTypes) : '';
  const wordParts = new Set(
    elements(xml, 'Override')
      .filter((o) => /wordprocessingml/i.test(o.ContentType ?? ''))
      .map((o) => partName(o.PartName ?? '')),
  );
  const wordDefaults = new Set(
    elements(xml, 'Default')
      .filter((d) => /wordprocessingml/i.test(d.ContentType ?? ''))
      .map((d) => (d.Extension ?? '').toLowerCase()),
  );
  return (name) =>
    isContentTypes(name) ||
    /\.rels$/i.test(name) ||
    wordParts.has(partName(name)) ||
    wordDefaults.has(name.split('.').pop()!.toLowerCase());
}

export const isContentTypes = (name: string) => partName(name) === '/[content_types].xml';
