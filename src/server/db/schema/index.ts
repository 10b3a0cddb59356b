/**
 * The database schema, one PostgreSQL dialect for PGlite and PostgreSQL (docs/decisions/001).
 * One file per area; `npm run db:generate` writes the migration that start-up applies.
 */
export * from './appeals.ts';
export * from './bidders.ts';
export * from './content.ts';
export * from './corrigenda.ts';
export * from './epublish.ts';
export * from './files.ts';
export * from './grievances.ts';
export * from './identity.ts';
export * from './images.ts';
export * from './imports.ts';
export * from './locations.ts';
export * from './masters.ts';
export * from './module-config.ts';
export * from './opendata.ts';
export * from './organisation.ts';
export * from './plans.ts';
export * from './platform.ts';
export * from './reports.ts';
export * from './tenders.ts';
