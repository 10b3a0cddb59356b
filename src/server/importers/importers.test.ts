import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayName } from '../modules/locations/index.ts';
import { openCsv } from './csv.ts';
import { nameKey } from './fields.ts';
import { createProgress } from './progress.ts';
import { emptyReport, formatReport } from './report.ts';

function fixture(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'spp-csv-')), 'f.csv');
  writeFileSync(file, text);
  return file;
}

async function events(text: string) {
  const csv = await openCsv(fixture(text));
  const out = [];
  for await (const e of csv.events()) out.push(e);
  return { header: csv.header, out };
}

describe('CSV reader: every record with the line it starts on', () => {
  it('reads records keyed by the header, trimming fields and skipping a BOM', async () => {
    const { header, out } = await events('\ufeffcode, name\n1, Assam \n');
    expect(header).toEqual(['code', 'name']);
    expect(out).toEqual([{ type: 'row', line: 2, record: { code: '1', name: 'Assam' } }]);
  });

  it('numbers a record after a quoted field spanning lines by the line it starts on', async () => {
    const { out } = await events('a,b\n1,"two\nlines"\n3,4\n');
    expect(out.map((e) => e.line)).toEqual([2, 4]);
  });

  it('reports a row with the wrong number of fields as bad and goes on', async () => {
    const { out } = await events('a,b\n1\n2,3\n');
    expect(out).toEqual([
      { type: 'bad', line: 2, message: 'expected 2 fields, found 1' },
      { type: 'row', line: 3, record: { a: '2', b: '3' } },
    ]);
  });

  it('reports broken quoting as an unreadable row with its line, not a crash', async () => {
    const { out } = await events('a,b\n1,2\n3,"x"y\n');
    expect(out.find((e) => e.type === 'bad')).toMatchObject({ line: 3 });
    expect(out.filter((e) => e.type === 'row')).toHaveLength(1);
  });
});

describe('names across sources', () => {
  it('matches India Post and LGD spellings by a key of capitals and digits', () => {
    expect(nameKey('Kamrup  Metro')).toBe('KAMRUP METRO');
    expect(nameKey('KAMRUP-METRO')).toBe('KAMRUP METRO');
    expect(nameKey('Jammu & Kashmir')).toBe('JAMMU AND KASHMIR');
  });

  it('shows LGD capitals in title case, keeping small words low and mixed case as it is', () => {
    expect(displayName('ANDAMAN AND NICOBAR ISLANDS')).toBe('Andaman and Nicobar Islands');
    expect(displayName('ASSAM')).toBe('Assam');
    expect(displayName('Biswanath')).toBe('Biswanath');
  });
});

describe('progress: a bar on a terminal, periodic lines otherwise', () => {
  it('draws a bar with carriage returns on a TTY and ends the line when finished', () => {
    const written: string[] = [];
    const p = createProgress(
      { isTTY: true, columns: 80, write: (s: string) => written.push(s) },
      { intervalMs: 0 },
    );
    p.start('pincodes', 100);
    p.update(50, 10);
    p.finish();
    expect(written[0]).toMatch(/^\rpincodes \[#+-+\] {2}50% 10 rows$/);
    expect(written.at(-1)).toMatch(/100% 10 rows\n$/);
  });

  it('writes whole lines (no carriage returns) when stderr is not a terminal', () => {
    const written: string[] = [];
    const p = createProgress({ isTTY: false, write: (s: string) => written.push(s) }, { intervalMs: 0 });
    p.start('pincodes', 200);
    p.update(100, 5);
    expect(written).toEqual(['pincodes: 50% (5 rows)\n']);
  });
});

describe('report', () => {
  it('names each rejected row by line in the summary', () => {
    const r = { ...emptyReport('lgd-states', 'x.csv'), rows: 2, accepted: 1, rejected: 1, inserted: 1 };
    r.issues = [{ line: 3, message: 'state_code is empty' }];
    expect(formatReport(r)).toContain('line 3: state_code is empty');
  });
});
