import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configFields, configModules, configSubModules } from '../../db/schema/index.ts';

export function listModules(db: Db) {
  return db
    .select({
      id: configModules.id,
      code: configModules.code,
      nameEn: configModules.nameEn,
      nameAs: configModules.nameAs,
      priority: configModules.priority,
      status: configModules.status,
      version: configModules.version,
    })
    .from(configModules)
    .orderBy(asc(configModules.priority), asc(configModules.id));
}

export function listSubModules(db: Db, moduleId?: number) {
  return db
    .select({
      id: configSubModules.id,
      moduleId: configSubModules.moduleId,
      moduleCode: configModules.code,
      code: configSubModules.code,
      nameEn: configSubModules.nameEn,
      nameAs: configSubModules.nameAs,
      priority: configSubModules.priority,
      status: configSubModules.status,
      version: configSubModules.version,
    })
    .from(configSubModules)
    .innerJoin(configModules, eq(configModules.id, configSubModules.moduleId))
    .where(moduleId ? eq(configSubModules.moduleId, moduleId) : undefined)
    .orderBy(asc(configModules.priority), asc(configSubModules.priority), asc(configSubModules.id));
}

/** Every field, or one sub-module's. */
export function listFields(db: Db, subModuleId?: number) {
  return db
    .select({
      id: configFields.id,
      subModuleId: configFields.subModuleId,
      subModuleCode: configSubModules.code,
      moduleCode: configModules.code,
      fieldName: configFields.fieldName,
      labelEn: configFields.labelEn,
      labelAs: configFields.labelAs,
      priority: configFields.priority,
      mandatory: configFields.mandatory,
      status: configFields.status,
      version: configFields.version,
    })
    .from(configFields)
    .innerJoin(configSubModules, eq(configSubModules.id, configFields.subModuleId))
    .innerJoin(configModules, eq(configModules.id, configSubModules.moduleId))
    .where(subModuleId === undefined ? undefined : eq(configFields.subModuleId, subModuleId))
    .orderBy(
      asc(configModules.priority),
      asc(configSubModules.priority),
      asc(configFields.priority),
      asc(configFields.id),
    );
}

/** Active modules and sub-modules with all their fields (spec §3 Module field status). */
export function activeFieldRows(db: Db, moduleCode?: string, subModuleCode?: string) {
  return db
    .select({
      moduleCode: configModules.code,
      moduleName: configModules.nameEn,
      subModuleCode: configSubModules.code,
      subModuleName: configSubModules.nameEn,
      fieldName: configFields.fieldName,
      labelEn: configFields.labelEn,
      labelAs: configFields.labelAs,
      status: configFields.status,
      mandatory: configFields.mandatory,
      priority: configFields.priority,
    })
    .from(configModules)
    .innerJoin(configSubModules, eq(configSubModules.moduleId, configModules.id))
    .leftJoin(configFields, eq(configFields.subModuleId, configSubModules.id))
    .where(
      and(
        eq(configModules.status, 1),
        eq(configSubModules.status, 1),
        moduleCode ? eq(sql`upper(${configModules.code})`, moduleCode.toUpperCase()) : undefined,
        subModuleCode ? eq(sql`upper(${configSubModules.code})`, subModuleCode.toUpperCase()) : undefined,
      ),
    )
    .orderBy(
      asc(configModules.priority),
      asc(configModules.id),
      asc(configSubModules.priority),
      asc(configSubModules.id),
      asc(configFields.priority),
      asc(configFields.id),
    );
}
