import { RowRejected } from './framework.ts';

/** Field readers for row mappers: each names the column when it refuses a value. */
export function required(record: Record<string, string>, column: string): string {
  const value = (record[column] ?? '').replace(/\s+/g, ' ').trim();
  if (!value) throw new RowRejected(`${column} is empty`);
  return value;
}

export function optional(record: Record<string, string>, column: string): string | null {
  const value = (record[column] ?? '').replace(/\s+/g, ' ').trim();
  return value || null;
}

export function integer(record: Record<string, string>, column: string): number {
  const value = required(record, column);
  if (!/^\d{1,9}$/.test(value)) throw new RowRejected(`${column} "${value}" is not a whole number`);
  return Number(value);
}

export function optionalInteger(record: Record<string, string>, column: string): number | null {
  const value = optional(record, column);
  if (value === null) return null;
  if (!/^\d{1,9}$/.test(value)) throw new RowRejected(`${column} "${value}" is not a whole number`);
  return Number(value);
}

/**
 * How names are matched across sources (India Post spells "KAMRUP METRO", LGD "KAMRUP METRO",
 * another list "Kamrup Metropolitan"): upper case, letters and digits only, single spaces.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}
