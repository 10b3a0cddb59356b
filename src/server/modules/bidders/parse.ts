import {
  bidderMessages,
  type DebarredRow,
  maxRegisterRows,
  normaliseName,
  normaliseRegistrationNo,
  type RegisteredRow,
  type RegisterKind,
  type RowProblem,
  registerRowSchemas,
} from '../../../common/api/bidders.ts';
import { AppError } from '../../platform/errors.ts';

/** A row that passed, with what the register stores beside it. */
export interface GoodRow {
  line: number;
  registrationKey: string;
  nameKey: string;
  row: RegisteredRow | DebarredRow;
}

export interface ReadRegister {
  rows: GoodRow[];
  problems: RowProblem[];
}

const refuseFile = (message: string) =>
  new AppError('VALIDATION_FAILED', 'The file is not a bidder register.', {
    errors: [{ path: 'file', message }],
  });

/**
 * The line on which each element of the file's rows array starts (issue #28 item 1: "a
 * line-numbered report of bad rows"). JSON.parse forgets positions, so this walks the text once
 * (already known to parse) tracking strings, nesting and newlines. The rows array is the top
 * level array, or the value of the top-level object's "rows".
 */
export function rowLines(text: string): number[] {
  const lines: number[] = [];
  const stack: { array: boolean; rows: boolean; pending: boolean }[] = [];
  let line = 1;
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let lastString = '';
  let keyOfValue: string | undefined;
  const startValue = () => {
    const top = stack[stack.length - 1];
    if (top?.rows && top.pending) {
      lines.push(line);
      top.pending = false;
    }
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') {
        inString = false;
        lastString = text.slice(stringStart + 1, i);
      }
      continue;
    }
    switch (c) {
      case '"':
        startValue();
        inString = true;
        stringStart = i;
        break;
      case '{':
      case '[': {
        startValue();
        const array = c === '[';
        const rows =
          array && (stack.length === 0 || (stack.length === 1 && !stack[0]!.array && keyOfValue === 'rows'));
        stack.push({ array, rows, pending: rows });
        keyOfValue = undefined;
        break;
      }
      case '}':
      case ']':
        stack.pop();
        break;
      case ',': {
        const top = stack[stack.length - 1];
        if (top?.rows) top.pending = true;
        keyOfValue = undefined;
        break;
      }
      case ':':
        keyOfValue = lastString;
        break;
      case ' ':
      case '\t':
      case '\r':
      case '\n':
        break;
      default:
        startValue();
    }
  }
  return lines;
}

/**
 * Reads an upload's text into good rows and a report of bad ones (issue #28 item 1; spec §3
 * fields). A file that is not `{ "rows": [ … ] }` (or a bare array of rows) is refused whole; a
 * bad row is reported with its line, field and message while the good rows load; a registration
 * number seen before in the same file (compared without case or separators) is refused on the
 * later row, so a register never holds one twice.
 */
export function readRegister(kind: RegisterKind, text: string): ReadRegister {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw refuseFile(bidderMessages.fileShape);
  }
  let elements: unknown[];
  if (Array.isArray(parsed)) elements = parsed;
  else if (
    parsed !== null &&
    typeof parsed === 'object' &&
    Array.isArray((parsed as { rows?: unknown }).rows) &&
    Object.keys(parsed).every((k) => k === 'rows' || k === '$schema')
  )
    elements = (parsed as { rows: unknown[] }).rows;
  else throw refuseFile(bidderMessages.fileShape);
  if (elements.length > maxRegisterRows) throw refuseFile(bidderMessages.tooManyRows);

  const lines = rowLines(text.replace(/^\uFEFF/, ''));
  const schema = registerRowSchemas[kind];
  const rows: GoodRow[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  elements.forEach((element, index) => {
    const line = lines[index] ?? 0;
    const rawNo =
      element &&
      typeof element === 'object' &&
      typeof (element as { registrationNo?: unknown }).registrationNo === 'string'
        ? (element as { registrationNo: string }).registrationNo.trim().slice(0, 50) || null
        : null;
    if (element === null || typeof element !== 'object' || Array.isArray(element)) {
      problems.push({ line, index, registrationNo: null, field: '', message: bidderMessages.notAnObject });
      return;
    }
    const result = schema.safeParse(element);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const keys = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '';
        problems.push({
          line,
          index,
          registrationNo: rawNo,
          field: keys || issue.path.map(String).join('.'),
          message: issue.message,
        });
      }
      return;
    }
    const registrationKey = normaliseRegistrationNo(result.data.registrationNo);
    if (seen.has(registrationKey)) {
      problems.push({
        line,
        index,
        registrationNo: rawNo,
        field: 'registrationNo',
        message: bidderMessages.duplicate,
      });
      return;
    }
    seen.set(registrationKey, line);
    rows.push({ line, registrationKey, nameKey: normaliseName(result.data.name), row: result.data });
  });
  return { rows, problems };
}

/** What a register row is compared on between versions (§3 fields; issue #28 item 2). */
export const comparedFields = [
  'name',
  'type',
  'class',
  'category',
  'issueDate',
  'validUpto',
  'debarredFrom',
  'debarredTo',
  'reason',
  'status',
] as const;
export type ComparedField = (typeof comparedFields)[number];
export type ComparableRow = { registrationKey: string; registrationNo: string } & Record<
  ComparedField,
  string | null
>;

export interface RowChange {
  change: 'added' | 'removed' | 'changed';
  registrationNo: string;
  name: string;
  fields: { field: string; old: string | null; new: string | null }[];
}

/**
 * The corrigendum of a new version against the previous one (issue #28 item 2): rows matched by
 * registration number; new ones added, missing ones removed, and those whose values differ
 * changed with each field's old → new. In the order of the new file, removals last.
 */
export function compareVersions(previous: ComparableRow[], next: ComparableRow[]): RowChange[] {
  const before = new Map(previous.map((r) => [r.registrationKey, r]));
  const after = new Set(next.map((r) => r.registrationKey));
  const changes: RowChange[] = [];
  for (const row of next) {
    const old = before.get(row.registrationKey);
    if (!old) {
      changes.push({ change: 'added', registrationNo: row.registrationNo, name: row.name ?? '', fields: [] });
      continue;
    }
    const fields: RowChange['fields'] = comparedFields
      .filter((f) => (old[f] ?? null) !== (row[f] ?? null))
      .map((f) => ({ field: f, old: old[f] ?? null, new: row[f] ?? null }));
    if (old.registrationNo !== row.registrationNo)
      fields.unshift({ field: 'registrationNo', old: old.registrationNo, new: row.registrationNo });
    if (fields.length)
      changes.push({ change: 'changed', registrationNo: row.registrationNo, name: row.name ?? '', fields });
  }
  for (const row of previous)
    if (!after.has(row.registrationKey))
      changes.push({
        change: 'removed',
        registrationNo: row.registrationNo,
        name: row.name ?? '',
        fields: [],
      });
  return changes;
}

/** A good row as the comparison and the database see it. */
export function comparable(row: GoodRow): ComparableRow {
  const r = row.row as Partial<RegisteredRow & DebarredRow>;
  return {
    registrationKey: row.registrationKey,
    registrationNo: r.registrationNo!,
    name: r.name!,
    type: r.type!,
    class: r.class ?? null,
    category: r.category ?? null,
    issueDate: r.issueDate ?? null,
    validUpto: r.validUpto ?? null,
    debarredFrom: r.debarredFrom ?? null,
    debarredTo: r.debarredTo ?? null,
    reason: r.reason ?? null,
    status: r.status!,
  };
}
