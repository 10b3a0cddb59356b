import { deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inspectFile, isZipBomb, zipEntries } from './inspect.ts';

/** The byte-level rules of spec §5 Files and decision 015, without HTTP or a database. */

const office = {
  '[Content_Types].xml': strToU8('<Types/>'),
  'xl/workbook.xml': strToU8('<workbook/>'),
};

/** Rewrites every central-directory entry's declared uncompressed size (a lying archive). */
function declareSize(zip: Uint8Array, size: number): Uint8Array {
  const out = Buffer.from(zip);
  for (let i = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); i >= 0; ) {
    out.writeUInt32LE(size, i + 24);
    i = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), i + 4);
  }
  return out;
}

describe('file inspection (spec §5 Files)', () => {
  it('judges a zip bomb on the sizes the central directory declares, inflating nothing', () => {
    // 2 KB of real data declared as 4 GB: only the declaration can say "bomb" here, since
    // inflating would find 2 KB (and fail the CRC), not 4 GB.
    const lying = declareSize(zipSync({ ...office, 'xl/sheet.xml': new Uint8Array(2048) }), 0xffff_fff0);
    const entries = zipEntries(lying)!;
    expect(entries.find((e) => e.name === 'xl/sheet.xml')?.size).toBe(0xffff_fff0);
    expect(isZipBomb(entries)).toBe(true);
    expect(inspectFile(lying, ['xlsx'])).toEqual({ ok: false, reason: 'macro' });
    // Well-compressing but small: an ordinary workbook is not a bomb.
    expect(inspectFile(zipSync({ ...office, 'xl/sheet.xml': new Uint8Array(512 * 1024) }), ['xlsx'])).toEqual(
      {
        ok: true,
        kind: 'xlsx',
      },
    );
  });

  it('refuses macros in Word documents too, and Excel 4.0 macro sheets that need no VBA', () => {
    const docx = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'word/document.xml': strToU8('<w:document/>'),
      'word/vbaProject.bin': strToU8('VBA'),
    });
    expect(inspectFile(docx, ['docx'])).toEqual({ ok: false, reason: 'macro' });
    const xlm = zipSync({ ...office, 'xl/macrosheets/sheet1.xml': strToU8('<xm:macrosheet/>') });
    expect(inspectFile(xlm, ['xlsx'])).toEqual({ ok: false, reason: 'macro' });
  });

  it('does not mistake longer names or ordinary compressed content for script markers', () => {
    const page = deflateSync(Buffer.from('BT /F1 12 Tf (Notice inviting tender) Tj ET'));
    const pdf = Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n1 0 obj\n<< /JSONData 2 0 R /Launcher (x) /Length ${page.length} /Filter /FlateDecode >>\nstream\n`,
      ),
      page,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    expect(inspectFile(pdf, ['pdf'])).toEqual({ ok: true, kind: 'pdf' });
  });

  it('refuses a PDF stream that would inflate beyond reason', () => {
    const bomb = deflateSync(Buffer.alloc(65 * 1_048_576), { level: 1 });
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj\n<< >>\nstream\n'),
      bomb,
      Buffer.from('\nendstream\n'),
    ]);
    expect(inspectFile(pdf, ['pdf'])).toEqual({ ok: false, reason: 'pdfScript' });
  });

  it('takes JSON only as UTF-8 text that parses, with or without a byte-order mark', () => {
    expect(inspectFile(Buffer.from('\ufeff {"a": 1}'), ['json'])).toEqual({ ok: true, kind: 'json' });
    expect(inspectFile(Buffer.from('{"a": '), ['json'])).toEqual({ ok: false, reason: 'type' });
    expect(inspectFile(Buffer.from([0x7b, 0xff, 0x7d]), ['json'])).toEqual({ ok: false, reason: 'type' });
    expect(inspectFile(Buffer.from('"just a string"'), ['json'])).toEqual({ ok: false, reason: 'type' });
  });

  it('decides by bytes, not by what the purpose hopes for', () => {
    // An OLE file that is not a workbook (a Word 97 document) is not an .xls.
    const header = Buffer.alloc(512);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
    const directory = Buffer.alloc(512);
    directory.write('WordDocument', 0, 'utf16le');
    expect(inspectFile(Buffer.concat([header, directory]), ['xls'])).toEqual({ ok: false, reason: 'type' });
    // A real PDF where only spreadsheets are allowed.
    expect(inspectFile(Buffer.from('%PDF-1.4\n%%EOF\n'), ['xlsx', 'xls'])).toEqual({
      ok: false,
      reason: 'type',
    });
    // A zip where a workbook is expected.
    expect(inspectFile(zipSync({ 'a.txt': strToU8('a') }), ['xlsx'])).toEqual({ ok: false, reason: 'type' });
  });
});
