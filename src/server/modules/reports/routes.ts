import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardSchema,
  reportExportQuerySchema,
  reportQuerySchema,
  tableReportParamsSchema,
  tableReportSchema,
  tasksSchema,
  tenderReportDimensionParamsSchema,
  tenderReportSchema,
} from '../../../common/api/reports.ts';
import { exportText } from '../../../common/i18n/exports.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess, sessionAccess } from '../../platform/access.ts';
import { sheetCsv, sheetXlsx } from '../../platform/spreadsheet.ts';
import { reportSheet, tableSheet } from './export.ts';
import { dashboard, tasks, tenderReport } from './service.ts';
import { tableReport } from './tables.ts';

/** Spec §2 "Reports and dashboards": the tender report pages (menu and their staticMenu drill-downs). */
export const tenderReportPages: RouteId[] = [
  'orgwisetenderreport',
  'consolidatedsummary',
  'orgwisedrilldownsiteorigin',
  'orgwisedrilldownlevelthree',
  'orgwisedrilldownlevelfour',
  'orgwisedrilldownlevelfive',
  'orgwisedrilldownlevelsix',
  'sourcewisenooftenders',
  'sourcewisevalueoftenders',
  'sourcewisenooftendersdrilldown',
  'sourcewisevalueoftendersdrilldown',
  'msrtenderreport',
  'tenderMsrReport',
  'organizationtendersummary',
  'orgnamewisetendersummary',
  'organizationtendervaluesummary',
  'tendercategorywisenooftenders',
  'tendercategorywisevalueoftenders',
  'tendertypewisenooftenders',
  'tendertypewisevalueoftenders',
];

/** Spec §2: the ePublish and user report pages (issue #29 items 2 and 3). */
export const tableReportPages: RouteId[] = [
  'corrigendumsummaryepublish',
  'corrigendumtypecountepublish',
  'epublishsummaryorganisationwise',
  'userReport',
  'orgSummaryMonthWise',
  'orgSummaryDateWise',
  'orgWiseUsersDetails',
  'userrolesreport',
  'orgWiseUsersRolesReportDetails',
  'userMsrReport',
];

/**
 * Reports and the dashboard (issue #29; docs/decisions/047, 048). A report is read by anyone
 * whose role has one of the report pages (spec §6 menus: portal admin, nodal officer, PO admin,
 * PO publisher); the service limits it to the user's chains. The dashboard is every user's.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db; clock?: () => Date }> = async (
  app,
  { db, clock = () => new Date() },
) => {
  const tags = ['reports'];
  const readers = pagesAccess(...tenderReportPages);

  app.get(
    '/reports/tenders/:dimension',
    {
      config: { access: readers },
      schema: {
        tags,
        summary:
          'Tender figures in an interval by organisation (with drill-down), source, category, type or month',
        params: tenderReportDimensionParamsSchema,
        querystring: reportQuerySchema,
        response: { 200: tenderReportSchema },
      },
    },
    async (request) =>
      tenderReport(db, request.session!.userId, request.params.dimension, request.query, clock()),
  );

  app.get(
    '/reports/tenders/:dimension/export',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'The same report as CSV or XLSX (the table of the page, formula-safe cells)',
        params: tenderReportDimensionParamsSchema,
        querystring: reportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, lang, ...query } = request.query;
      const report = await tenderReport(
        db,
        request.session!.userId,
        request.params.dimension,
        query,
        clock(),
      );
      const { header, rows } = reportSheet(report, lang);
      const name = `report-${report.dimension}-${report.from}-to-${report.to}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'xlsx') {
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return Buffer.from(sheetXlsx(header, rows, exportText(lang).sheets.report));
      }
      reply.type('text/csv; charset=utf-8');
      return sheetCsv(header, rows);
    },
  );

  const tableReaders = pagesAccess(...tableReportPages);
  app.get(
    '/reports/tables/:name',
    {
      config: { access: tableReaders },
      schema: {
        tags,
        summary:
          'ePublish and user reports: workflow states, corrigenda, users, logins and roles over an interval',
        params: tableReportParamsSchema,
        querystring: reportQuerySchema,
        response: { 200: tableReportSchema },
      },
    },
    async (request) => tableReport(db, request.session!.userId, request.params.name, request.query, clock()),
  );

  app.get(
    '/reports/tables/:name/export',
    {
      config: { access: tableReaders },
      schema: {
        tags,
        summary: 'The same ePublish or user report as CSV or XLSX',
        params: tableReportParamsSchema,
        querystring: reportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, lang, ...query } = request.query;
      const report = await tableReport(db, request.session!.userId, request.params.name, query, clock());
      const { header, rows } = tableSheet(report, lang);
      const name = `report-${report.name}-${report.from}-to-${report.to}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'xlsx') {
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return Buffer.from(sheetXlsx(header, rows, exportText(lang).sheets.report));
      }
      reply.type('text/csv; charset=utf-8');
      return sheetCsv(header, rows);
    },
  );

  app.get(
    '/dashboard',
    {
      config: { access: sessionAccess },
      schema: {
        tags,
        summary: "The user's dashboard: the figures and queues of their roles, each with its list",
        response: { 200: dashboardSchema },
      },
    },
    async (request) => dashboard(db, request.session!.userId, clock()),
  );

  app.get(
    '/tasks',
    {
      config: { access: sessionAccess },
      schema: {
        tags,
        summary:
          'What waits for the signed-in user (items to decide, items returned to them), counted in the header (issue #24 item 7)',
        response: { 200: tasksSchema },
      },
    },
    async (request) => tasks(db, request.session!.userId),
  );
};
