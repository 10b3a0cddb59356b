import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import type { FilePurpose } from '../../common/files.ts';

/**
 * The hostile-file corpus of issue #9, made from a few bytes each (no fixtures), for every
 * test that uploads: each item is refused with the spec §5 message and leaves nothing stored.
 * Used by the files module's tests and by the ePublish tests (tender documents, issue #11).
 */

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A minimal one-page PDF; `catalog` goes into the document catalogue, `objects` after it. */
export function pdf(catalog = '', objects = ''): Buffer {
  return Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n` +
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n' +
      `${objects}trailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** An object stream whose compressed content holds a script action (hidden from a plain scan). */
function pdfWithDeflatedScript(): Buffer {
  const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
  const head = Buffer.from(
    `%PDF-1.7\n4 0 obj\n<< /Type /ObjStm /N 1 /First 0 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
    'latin1',
  );
  return Buffer.concat([head, hidden, Buffer.from('\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n')]);
}

export const officeParts = {
  '[Content_Types].xml': strToU8(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  ),
  'xl/workbook.xml': strToU8('<?xml version="1.0"?><workbook/>'),
};

/** An OLE compound file with the given directory entry names (UTF-16LE, 128-byte entries). */
export function cfb(names: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(512);
  names.forEach((name, i) => {
    directory.write(name, i * 128, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, i * 128 + 64);
  });
  return Buffer.concat([header, directory]);
}

const harmfulPdf = 'validation.file.pdfScript';
const macro = 'validation.file.xlsMacro';
const wrongType = 'validation.file.type';
export const hostileFiles: {
  name: string;
  purpose: FilePurpose;
  filename: string;
  bytes: () => Uint8Array;
  message: string;
  detail: string;
}[] = [
  {
    name: 'a Windows executable renamed .pdf',
    purpose: 'pdf',
    filename: 'tender.pdf',
    bytes: () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]),
    message: wrongType,
    detail: 'Upload a file, allowed extension: pdf',
  },
  ...(
    [
      ['/JavaScript', pdf('/Names << /JavaScript 4 0 R >>')],
      ['/JS', pdf('/AA << /O << /JS (app.alert(1)) >> >>')],
      ['/Launch', pdf('/OpenAction << /S /Launch /F (cmd.exe) >>')],
      ['/OpenAction with script', pdf('/OpenAction << /S /JavaScript /JS (this.print()) >>')],
      [
        '/EmbeddedFile',
        pdf('', '4 0 obj\n<< /Type /EmbeddedFile /Length 4 >>\nstream\nMZ..\nendstream\nendobj\n'),
      ],
      ['a #-escaped /JavaScript name', pdf('/OpenAction << /S /J#61vaScript /J#53 (x) >>')],
      ['a script inside a deflated object stream', pdfWithDeflatedScript()],
    ] as const
  ).map(([marker, bytes]) => ({
    name: `a PDF with ${marker}`,
    purpose: 'pdf' as const,
    filename: 'notice.pdf',
    bytes: () => bytes,
    message: harmfulPdf,
    detail: 'PDF contains potentially harmful script content.',
  })),
  {
    name: 'an .xlsm (vbaProject.bin) uploaded as .xlsx',
    purpose: 'tender-document',
    filename: 'boq.xlsx',
    bytes: () => zipSync({ ...officeParts, 'xl/vbaProject.bin': strToU8('Attribute VB_Name') }),
    message: macro,
    detail: 'XLS file contains potentially harmful content.',
  },
  {
    name: 'an .xls with a _VBA_PROJECT storage',
    purpose: 'tender-document',
    filename: 'boq.xls',
    bytes: () => cfb(['Root Entry', 'Workbook', '_VBA_PROJECT_CUR', '_VBA_PROJECT']),
    message: macro,
    detail: 'XLS file contains potentially harmful content.',
  },
  {
    name: 'a zip bomb dressed as a workbook (30 MB of zeros in a few KB)',
    purpose: 'tender-document',
    filename: 'boq.xlsx',
    bytes: () =>
      zipSync({ ...officeParts, 'xl/worksheets/sheet1.xml': new Uint8Array(30 * 1_048_576) }, { level: 9 }),
    message: macro,
    detail: 'XLS file contains potentially harmful content.',
  },
  {
    name: 'a zip bomb as an archive',
    purpose: 'archive',
    filename: 'bids.zip',
    bytes: () => zipSync({ 'a.txt': new Uint8Array(30 * 1_048_576) }, { level: 9 }),
    message: 'validation.file.archiveHarmful',
    detail: 'The archive contains potentially harmful content.',
  },
  {
    name: 'a grievance PDF over 2 MB',
    purpose: 'grievance-evidence',
    filename: 'evidence.pdf',
    bytes: () => pdf('', `% ${'x'.repeat(2 * 1_048_576)}\n`),
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
    name: 'a PDF that is also a zip (polyglot)',
    purpose: 'pdf',
    filename: 'notice.pdf',
    bytes: () => Buffer.concat([pdf(), zipSync({ 'run.html': strToU8('<script>alert(1)</script>') })]),
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
