/** A row the importer refused, by its line in the file (1 is the header). */
export interface RowIssue {
  line: number;
  message: string;
}

/**
 * What one import did. `rows` counts the file's data rows: each is either accepted or rejected
 * (`rows === accepted + rejected`). Accepted rows become records that were inserted, updated or
 * left unchanged (a second run of the same file reports only `unchanged`). Most kinds write one
 * record per row; a few fold rows together (the post office directory into pincode-district
 * pairs) or create parents the file only implies (`derived`).
 */
export interface ImportReport {
  kind: string;
  file: string;
  /** Which header shape the file had, for kinds that read several. */
  shape: string;
  rows: number;
  accepted: number;
  rejected: number;
  inserted: number;
  updated: number;
  unchanged: number;
  derived: { inserted: number; updated: number; unchanged: number };
  /** The first issues (at most `maxIssues`), in line order. */
  issues: RowIssue[];
  durationMs: number;
  /** Set when the same file (by SHA-256) was already loaded and the run skipped it. */
  skipped?: boolean;
}

export const maxIssues = 1000;

export function emptyReport(kind: string, file: string): ImportReport {
  return {
    kind,
    file,
    shape: '',
    rows: 0,
    accepted: 0,
    rejected: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    derived: { inserted: 0, updated: 0, unchanged: 0 },
    issues: [],
    durationMs: 0,
  };
}

/** Human summary for the command line and the log. */
export function formatReport(r: ImportReport): string {
  const lines = [
    `${r.kind} ${r.file}${r.shape ? ` (${r.shape})` : ''}${r.skipped ? ': already loaded, skipped' : ''}`,
    `  rows ${r.rows}: accepted ${r.accepted}, rejected ${r.rejected}`,
    `  records: inserted ${r.inserted}, updated ${r.updated}, unchanged ${r.unchanged}`,
  ];
  const d = r.derived;
  if (d.inserted + d.updated + d.unchanged > 0)
    lines.push(`  derived parents: inserted ${d.inserted}, updated ${d.updated}, unchanged ${d.unchanged}`);
  for (const issue of r.issues) lines.push(`  line ${issue.line}: ${issue.message}`);
  if (r.rejected > r.issues.length) lines.push(`  … and ${r.rejected - r.issues.length} more rejected rows`);
  lines.push(`  ${(r.durationMs / 1000).toFixed(1)} s`);
  return lines.join('\n');
}
