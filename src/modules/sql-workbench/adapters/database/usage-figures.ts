import type { TableUsage } from '../../application/ports/database-inspector.port.js';

const BYTES_PER_MB = 1024 * 1024;

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function bytesToMb(bytes: number): number {
  return round2(bytes / BYTES_PER_MB);
}

export type TableBytes = Omit<TableUsage, 'sizeMb' | 'percent'>;

/** Size in MiB and share of the database's total, both to two decimals; 0 % of an empty total. */
export function withShares(table: TableBytes, totalBytes: number): TableUsage {
  return { ...table, sizeMb: bytesToMb(table.totalBytes), percent: totalBytes > 0 ? round2((table.totalBytes / totalBytes) * 100) : 0 };
}
