import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DemoDataState } from '../common/api/health.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadDemoData } from './importers/demo-data.ts';
import { seedAccessReferenceData } from './modules/access/index.ts';
import { ensureDemoAppeals } from './modules/appeals/index.ts';
import { ensureDemoBidderRegisters } from './modules/bidders/index.ts';
import { ensureDemoContent } from './modules/content/index.ts';
import { ensureDemoEpublishTenders, startArchiving } from './modules/epublish/index.ts';
import { ensureDemoGrievances } from './modules/grievances/index.ts';
import { ensureDemoImages } from './modules/images/index.ts';
import { seedMasterReferenceData } from './modules/masters/index.ts';
import { seedModuleConfig } from './modules/module-config/index.ts';
import {
  ensureDemoAlert,
  ensureDemoBulkPush,
  ensureDemoPushes,
  startBulkDownloads,
  startSearchAlertDigests,
} from './modules/opendata/index.ts';
import { ensureDemoPlans } from './modules/plans/index.ts';
import { startReportRefresh } from './modules/reports/index.ts';
import { deriveDistricts, ensureDemoGemBids, startGemBidsImport } from './modules/tenders/index.ts';
import { bootstrapAccounts } from './modules/users/index.ts';
import { diskStore } from './platform/files/store.ts';
import { logTransport, smsHttpTransport, smtpTransport, startOutboxWorker } from './platform/outbox.ts';
import { installShutdown } from './platform/shutdown.ts';

/** config → database (migrated) → listen. */
async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({
        engine: 'postgresql',
        url: config.databaseUrl,
        statementTimeoutMs: config.statementTimeoutMs,
      })
    : await openDatabase({ engine: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  await database.migrate();
  await seedAccessReferenceData(database.db);
  await seedMasterReferenceData(database.db);
  await seedModuleConfig(database.db);
  // Tenders stored before the district of the work existed get theirs (migration 0015,
  // issue #14 item 3); idempotent, an index read when there are none.
  await deriveDistricts(database.db, { pending: true });
  const created = await bootstrapAccounts(database.db, config);
  // Demo ePublish tenders in every state (issue #11 item 7), after the demo accounts exist.
  if (config.demo) {
    const store = diskStore(path.join(config.dataDir, 'files'));
    await ensureDemoEpublishTenders({ db: database.db, store });
    // Demo appeals in every state (issue #25 item 6), on the demo tenders just published.
    await ensureDemoAppeals({ db: database.db, store });
    // Demo bidder registers, two versions of each (issue #28 item 6).
    await ensureDemoBidderRegisters({ db: database.db, store });
    // Demo content documents and announcements in every state (issue #27).
    await ensureDemoContent({ db: database.db, store });
    // Demo annual procurement plans in every state, one item linked to a demo tender (issue #27 item 5).
    await ensureDemoPlans({ db: database.db });
    // Demo banners, gallery photos and logos, drawn and resized at load (issue #27 item 4).
    await ensureDemoImages({ db: database.db, store });
    // Demo grievances in every state, officers and feedback (issue #26).
    await ensureDemoGrievances({ db: database.db, store, config });
    // Demo pushes of the demo XML user (issue #32 item 1): created, updated, awarded, cancelled.
    await ensureDemoPushes(database.db, config.publicBaseUrl);
    // A demo bulk file of the demo bulk-type XML user (issue #32 item 1): three PMGSY tenders.
    await ensureDemoBulkPush(database.db, config.publicBaseUrl, config.dataDir);
    // A confirmed demo e-mail alert (issue #32 item 6): its daily digest lands in the dev mailbox.
    await ensureDemoAlert(database.db);
    // Demo GeM bids (issue #32 item 2): the importer's example file, re-dated so most are open.
    await ensureDemoGemBids(database.db);
  }
  // Demo mode loads its data after listening; the health check says when it is all in (no
  // field when there is no shared data folder to load from).
  let demoData: DemoDataState = 'loading';
  const loadsDemoData = config.demo && existsSync(config.sharedDataDir);
  const app = await buildApp({ config, database, demoData: loadsDemoData ? () => demoData : undefined });
  const log = (obj: object, msg: string) => app.log.info(obj, msg);
  const outbox = startOutboxWorker({
    db: database.db,
    transports: {
      email: config.mail.transport === 'smtp' ? smtpTransport(config.mail) : logTransport(log),
      sms: config.sms.transport === 'http' ? smsHttpTransport(config.sms) : logTransport(log),
    },
    onError: (err) => app.log.error({ err }, 'outbox drain failed'),
  });
  // Issue #11 item 2: published ePublish tenders are archived after their closing.
  const archiving = startArchiving({
    db: database.db,
    onError: (err) => app.log.error({ err }, 'archiving closed ePublish tenders failed'),
  });
  // Issue #29 item 6: the reports' monthly aggregate, rebuilt at start and every ten minutes.
  const reports = startReportRefresh({
    db: database.db,
    onError: (err) => app.log.error({ err }, 'rebuilding the report aggregate failed'),
  });
  // Issue #32 item 4: the daily bulk files (OCDS JSON Lines and CSV), made off the request path.
  const bulk = startBulkDownloads({
    db: database.db,
    ctx: { origin: config.publicBaseUrl },
    dataDir: config.dataDir,
    onError: (err) => app.log.error({ err }, 'making the bulk open data files failed'),
    onDone: (files) => log({ files: files.map((f) => f.name) }, 'bulk open data files written'),
  });
  // Issue #32 item 6: the daily digest of the confirmed e-mail alerts (07:00 IST), through the outbox.
  const alerts = startSearchAlertDigests({
    db: database.db,
    origin: config.publicBaseUrl,
    onError: (err) => app.log.error({ err }, 'the e-mail alert digest failed'),
    onDone: (result) => log(result, 'e-mail alert digests queued'),
  });
  // Issue #32 item 2 (decision 057): the GeM bids file, loaded at start and when it changes.
  const gemBids = config.gemBids
    ? startGemBidsImport({
        db: database.db,
        file: config.gemBids.file,
        intervalMs: config.gemBids.checkMs,
        onError: (err) => app.log.error({ err }, 'importing the GeM bids file failed'),
        onDone: (report) =>
          log(
            {
              file: report.file,
              rows: report.rows,
              inserted: report.inserted,
              updated: report.updated,
              unchanged: report.unchanged,
              rejected: report.rejected,
              issues: report.issues.slice(0, 10),
            },
            'GeM bids imported',
          ),
      })
    : null;
  installShutdown({
    app,
    closeDatabase: async () => {
      gemBids?.stop();
      archiving.stop();
      reports.stop();
      bulk.stop();
      alerts.stop();
      await outbox.stop();
      await database.close();
    },
    graceMs: config.shutdownGraceMs,
  });
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ engine: database.engine, dataDir: config.dataDir, demo: config.demo }, 'portal started');
  if (config.demo) {
    // After listening, so the first start is not held up (docs/decisions/011); a restart skips
    // files already loaded within a second. Issue #14 item 10: say that it is loading, and when
    // it is ready, so nobody takes the empty lists of the first minute for a fault.
    if (existsSync(config.sharedDataDir))
      log(
        { dataDir: config.sharedDataDir },
        'loading demo data in the background (about a minute on a first start); tender lists fill in when it is ready',
      );
    loadDemoData({
      db: database.db,
      dataDir: config.sharedDataDir,
      log: (msg, detail) => log(detail, msg),
    }).then(
      (demo) => {
        demoData = demo.loaded ? 'ready' : 'failed';
        // The reports count the tenders just loaded without waiting for the schedule.
        void reports.now();
        if (demo.loaded)
          log(
            { dataDir: config.sharedDataDir, ms: demo.durationMs },
            `demo data ready (${demo.reports.filter((r) => !r.skipped).length} files loaded, the rest already there)`,
          );
        else app.log.warn({ reason: demo.reason }, 'demo data not loaded');
      },
      (err) => {
        demoData = 'failed';
        app.log.warn({ err }, 'demo data not loaded');
      },
    );
  }
  if (created.length) app.log.info({ accounts: created }, 'accounts created at first start');
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
