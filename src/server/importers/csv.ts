import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type CsvError, parse } from 'csv-parse';

export type CsvEvent =
  | { type: 'row'; line: number; record: Record<string, string> }
  | { type: 'bad'; line: number; message: string };

export interface CsvFile {
  header: string[];
  size: number;
  /** The file's rows in order: good ones as records keyed by header, bad ones with the reason. */
  events(onBytes?: (bytes: number) => void): AsyncGenerator<CsvEvent>;
}

/**
 * Streams a CSV file (RFC 4180, UTF-8, optional BOM) with the line number of every record, so
 * an importer can name the lines it refuses. A row with the wrong number of fields or broken
 * quoting is reported as `bad` and reading goes on with the next row.
 */
export async function openCsv(file: string): Promise<CsvFile> {
  const size = (await stat(file)).size;
  const header = await readHeader(file);
  return {
    header,
    size,
    async *events(onBytes) {
      const skipped: CsvEvent[] = [];
      const parser = createReadStream(file).pipe(
        parse({
          bom: true,
          info: true,
          relax_column_count: true,
          skip_empty_lines: true,
          skip_records_with_error: true,
        }),
      );
      let lastEnd = 0;
      parser.on('skip', (err: CsvError) => {
        const line = Number((err as unknown as { lines?: number }).lines ?? 0);
        lastEnd = line;
        skipped.push({
          type: 'bad',
          line,
          message: `unreadable CSV: ${err.message.replace(/^Invalid [^:]*: /, '')}`,
        });
      });
      let first = true;
      for await (const item of parser as AsyncIterable<{
        record: string[];
        info: { lines: number; bytes: number };
      }>) {
        while (skipped.length) yield skipped.shift()!;
        onBytes?.(item.info.bytes);
        // info.lines is where the record ends; a quoted field may span lines, so it starts after the last one.
        const line = lastEnd + 1;
        lastEnd = item.info.lines;
        if (first) {
          first = false;
          continue;
        }
        const fields = item.record;
        if (fields.length !== header.length) {
          yield { type: 'bad', line, message: `expected ${header.length} fields, found ${fields.length}` };
          continue;
        }
        const record: Record<string, string> = {};
        for (let i = 0; i < header.length; i++) record[header[i]!] = fields[i]!.trim();
        yield { type: 'row', line, record };
      }
      while (skipped.length) yield skipped.shift()!;
    },
  };
}

async function readHeader(file: string): Promise<string[]> {
  const parser = createReadStream(file, { end: 64 * 1024 }).pipe(
    parse({ bom: true, to_line: 1, relax_column_count: true, relax_quotes: true }),
  );
  for await (const record of parser as AsyncIterable<string[]>) {
    parser.destroy();
    return record.map((h) => h.trim());
  }
  return [];
}
