import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type {
  ConfigFieldInput,
  ConfigModuleInput,
  ConfigSubModuleInput,
  FieldStatus,
} from '../../../common/api/module-config.ts';
import type { Db } from '../../db/client.ts';
import { configFields, configModules, configSubModules } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { uniqueViolation } from '../../platform/unique.ts';
import { activeFieldRows } from './queries.ts';

export interface Actor {
  userId: number;
  ip: string;
  requestId: string;
}

const duplicate = (field: string) =>
  new AppError('VALIDATION_FAILED', undefined, {
    errors: [{ path: `body.${field}`, message: 'validation.moduleConfig.duplicate' }],
  });

function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== undefined;
}

function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code === '23503') return true;
  return e.cause !== undefined && e.cause !== error && isForeignKeyViolation(e.cause);
}

type ConfigTable = typeof configModules | typeof configSubModules | typeof configFields;

/**
 * One insert or optimistic-lock update with its audit row, in one transaction. A duplicate
 * code or field name (unique index) becomes a 400 on that field; a stale version a 409.
 */
async function save(options: {
  db: Db;
  table: ConfigTable;
  entity: string;
  uniqueField: string;
  parentField?: string;
  id?: number;
  version?: number;
  values: Record<string, unknown>;
  actor: Actor;
}) {
  const { db, table, entity, id, version, values, actor } = options;
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      let row: { id: number; version: number } | undefined;
      let before: unknown = null;
      if (id === undefined) {
        [row] = (await tx
          .insert(table as PgTable)
          .values({ ...values, createdBy: actor.userId })
          .returning()) as { id: number; version: number }[];
      } else {
        const [current] = (await tx
          .select()
          .from(table as PgTable)
          .where(eq(table.id, id))) as Record<string, unknown>[];
        if (!current) throw new AppError('NOT_FOUND');
        before = Object.fromEntries(Object.keys(values).map((k) => [k, current[k]]));
        [row] = (await tx
          .update(table as PgTable)
          .set({ ...values, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(table.id, id), eq(table.version, version!)))
          .returning()) as { id: number; version: number }[];
        if (!row) throw new AppError('CONFLICT');
      }
      await appendAudit(tx, {
        action: `${entity}.${id === undefined ? 'created' : 'updated'}`,
        actorUserId: actor.userId,
        entity,
        entityId: row!.id,
        ip: actor.ip,
        requestId: actor.requestId,
        detail: { before, after: values },
      });
      return { id: row!.id, version: row!.version };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(options.uniqueField);
    if (options.parentField && isForeignKeyViolation(error))
      throw new AppError('VALIDATION_FAILED', undefined, {
        errors: [{ path: `body.${options.parentField}`, message: 'validation.moduleConfig.parentMissing' }],
      });
    throw error;
  }
}

/** sppmodule: a module of the portal whose forms are configured. */
export function saveModule(options: {
  db: Db;
  id?: number;
  version?: number;
  values: ConfigModuleInput;
  actor: Actor;
}) {
  return save({ ...options, table: configModules, entity: 'config_module', uniqueField: 'code' });
}

/** sppsubmodule: a form or step of a module (e.g. Create Tender of E-Publish). */
export function saveSubModule(options: {
  db: Db;
  id?: number;
  version?: number;
  values: ConfigSubModuleInput;
  actor: Actor;
}) {
  return save({
    ...options,
    table: configSubModules,
    entity: 'config_sub_module',
    uniqueField: 'code',
    parentField: 'moduleId',
  });
}

/** sppmodulefield: a field of a sub-module's form, its order, whether shown and mandatory. */
export function saveField(options: {
  db: Db;
  id?: number;
  version?: number;
  values: ConfigFieldInput;
  actor: Actor;
}) {
  return save({
    ...options,
    table: configFields,
    entity: 'config_field',
    uniqueField: 'fieldName',
    parentField: 'subModuleId',
  });
}

/** Spec §3 Module field status, grouped module → sub-module → fields in priority order. */
export async function fieldStatus(db: Db, moduleCode?: string, subModuleCode?: string): Promise<FieldStatus> {
  const rows = await activeFieldRows(db, moduleCode, subModuleCode);
  const modules = new Map<string, FieldStatus[number]>();
  for (const r of rows) {
    const module = modules.get(r.moduleCode) ?? {
      moduleName: r.moduleName,
      moduleCode: r.moduleCode,
      listData: [],
    };
    modules.set(r.moduleCode, module);
    let sub = module.listData.find((s) => s.subModuleCode === r.subModuleCode);
    if (!sub) {
      sub = { subModuleName: r.subModuleName, subModuleCode: r.subModuleCode, fields: [] };
      module.listData.push(sub);
    }
    if (r.fieldName !== null)
      sub.fields.push({
        fieldName: r.fieldName,
        label: { en: r.labelEn!, as: r.labelAs! },
        status: r.status === 1,
        mandatory: r.mandatory!,
        priority: r.priority!,
      });
  }
  return [...modules.values()];
}
