import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every key path of a catalogue ("a.b.c"), plural suffixes folded into one key. */
function keys(file: string): string[] {
  const walk = (o: Record<string, unknown>, prefix: string): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      v !== null && typeof v === 'object'
        ? walk(v as Record<string, unknown>, `${prefix}${k}.`)
        : [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`],
    );
  return [...new Set(walk(JSON.parse(readFileSync(file, 'utf8')), ''))].sort();
}

const dirs = [path.resolve(import.meta.dirname), path.resolve(import.meta.dirname, '../../common/i18n')];

describe('message catalogues', () => {
  // House rule (every UI string in both catalogues), and what lets src/web/i18n load no English
  // fallback on Assamese pages (issue #13): a key missing in Assamese would show as its key.
  for (const dir of dirs) {
    for (const file of readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'))) {
      it(`Assamese ${path.basename(dir)}/${file} has exactly the English keys`, () => {
        expect(keys(path.join(dir, 'as', file))).toEqual(keys(path.join(dir, 'en', file)));
      });
    }
  }

  // Decision 008 (issue #14 item 7): one digit system per page. The portal's figures (amounts,
  // dates, counts, Tender IDs) use Latin digits in both languages, so Assamese prose does too:
  // "7 দিনৰ ভিতৰত" beside "291", never "৭" beside "291".
  for (const dir of dirs) {
    for (const file of readdirSync(path.join(dir, 'as')).filter((f) => f.endsWith('.json'))) {
      it(`Assamese ${path.basename(dir)}/${file} writes numbers in Latin digits`, () => {
        const text = readFileSync(path.join(dir, 'as', file), 'utf8');
        expect(text.match(/[\u09E6-\u09EF]+/g) ?? []).toEqual([]);
      });
    }
  }
});
