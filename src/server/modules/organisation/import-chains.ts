import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orgUnits } from '../../db/schema/index.ts';
import { type Importer, importCsv, RowRejected } from '../../importers/framework.ts';
import { noWrites, type WriteCounts } from '../../importers/upsert.ts';
import { appendAudit } from '../../platform/audit.ts';
import { ChainRejected, generateShortCode, type MappedUnit, mapChain } from './chain-mapping.ts';

/**
 * `npm run import -- org-chains assam_tenders/tenders.csv`: the organisations named in the
 * `organisation_chain` column of the state's tenders (docs/decisions/012). Each distinct unit
 * is created once, approved (the file is the e-procurement system's own record), with a
 * generated short code and an audit row; a unit already there (same level, parent and name,
 * whatever the case) is reused, so a second run changes nothing. Counts are of units: a file
 * row names a whole chain, and most rows repeat one.
 */
export const orgChainsImporter: Importer = {
  kind: 'org-chains',
  description: 'Organisation chains (||-separated levels) from tenders (assam_tenders/tenders.csv)',
  run: (db, file, progress) => {
    const counted = new Set<string>();
    return importCsv<MappedUnit[]>({
      db,
      file,
      progress,
      kind: 'org-chains',
      shapes: [
        {
          name: 'GePNIC tenders',
          columns: ['organisation_chain'],
          map: (record) => {
            try {
              return mapChain(record.organisation_chain ?? '');
            } catch (error) {
              if (error instanceof ChainRejected) throw new RowRejected(error.message);
              throw error;
            }
          },
        },
      ],
      // One transaction for the whole file (chains repeat across rows); a failure falls back
      // to row by row in the framework, so the good rows still load.
      batchSize: 1_000_000,
      write: (tx, chains) => writeChains(tx, chains, counted, file),
    });
  },
};

async function writeChains(
  tx: Db,
  chains: MappedUnit[][],
  counted: Set<string>,
  file: string,
): Promise<WriteCounts> {
  const counts = noWrites();
  const codes = (await tx.execute(
    sql`select upper(short_code) as code from org_units where short_code is not null and approval_state <> 'removed'`,
  )) as unknown as { rows: { code: string }[] };
  const taken = new Set(codes.rows.map((r) => r.code));
  const ids = new Map<string, number>();
  for (const chain of chains) {
    let parentId: number | null = null;
    let pathKey = '';
    for (const unit of chain) {
      pathKey += `\u0000${unit.name.toLowerCase()}`;
      let id = ids.get(pathKey);
      if (id === undefined) {
        const found = (await tx.execute(sql`
          select id from org_units
          where level = ${unit.level} and parent_id is not distinct from ${parentId}
            and lower(name) = ${unit.name.toLowerCase()} and approval_state <> 'removed'
          order by id limit 1`)) as unknown as { rows: { id: number }[] };
        if (found.rows[0]) {
          id = Number(found.rows[0].id);
          if (!counted.has(pathKey)) counts.unchanged++;
        } else {
          const shortCode = generateShortCode(unit.name, taken);
          const inserted: { id: number }[] = await tx
            .insert(orgUnits)
            .values({ level: unit.level, parentId, name: unit.name, shortCode, approvalState: 'approved' })
            .returning({ id: orgUnits.id });
          id = inserted[0]!.id;
          counts.inserted++;
          await appendAudit(tx, {
            action: 'org_unit.imported',
            entity: 'org_unit',
            entityId: id,
            detail: {
              level: unit.level,
              parentId,
              name: unit.name,
              shortCode,
              source: file.split('/').pop(),
            },
          });
        }
        counted.add(pathKey);
        ids.set(pathKey, id);
      }
      parentId = id;
    }
  }
  return counts;
}
