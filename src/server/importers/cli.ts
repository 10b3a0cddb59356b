import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ImportFileError, runImport } from './framework.ts';
import { importerFor, importers } from './kinds.ts';
import { createProgress } from './progress.ts';
import { formatReport } from './report.ts';

/**
 * `npm run import -- <kind> <file>`: loads an official file into the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR/db; stop a running portal on the embedded
 * database first). Exit code 0 when every row loaded, 2 when some rows were rejected (they are
 * listed with their line numbers; the others are in), 1 when the file could not be read.
 */
function usage(): string {
  const kinds = importers.map((i) => `  ${i.kind.padEnd(20)} ${i.description}`).join('\n');
  return `usage: npm run import -- <kind> <file>\n\nkinds:\n${kinds}`;
}

async function main(argv: string[]): Promise<number> {
  const [kind, file] = argv;
  if (!kind || !file || kind === '--help') {
    console.error(usage());
    return 1;
  }
  const importer = importerFor(kind);
  if (!importer) {
    console.error(`unknown kind "${kind}"\n\n${usage()}`);
    return 1;
  }
  if (!existsSync(file)) {
    console.error(`no such file: ${file}`);
    return 1;
  }
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ engine: 'postgresql', url: config.databaseUrl })
    : await openDatabase({ engine: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    const report = await runImport({
      db: database.db,
      importer,
      file,
      progress: createProgress(process.stderr),
    });
    console.log(formatReport(report));
    return report.rejected > 0 ? 2 : 0;
  } catch (error) {
    if (error instanceof ImportFileError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
