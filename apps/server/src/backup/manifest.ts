/**
 * What a backup file says about itself (`manifest.json` inside the archive): which kind of
 * database it holds, when it was made, by which version, and how many rows each table had at the
 * moment of the dump, so a restore can check that it brought every row back.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isoIstDateTime } from '@neelami/shared/ist';
import { z } from 'zod';

export const BACKUP_FORMAT = 'neelami-backup';

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** Path inside the archive: PGlite's own data directory dump, or a pg_dump custom-format file. */
    file: z.string(),
  }),
  /** Rows per table (schema public), counted in the same snapshot as the dump. */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  uploads: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
  /**
   * Where the server kept the uploads (file-store.ts): 'disk' and 's3' files are packed under
   * `uploads/`; 'database' files are rows of the dump. Absent in backups made before it was said.
   */
  uploadsIn: z.enum(['disk', 'database', 's3']).optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Runs one SQL text and gives its rows (a PGlite transaction or a node-postgres client). */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Exact row counts of every table in schema public, in the caller's snapshot. */
export async function countRows(query: RunQuery): Promise<Record<string, number>> {
  const tables = await query(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  if (tables.length === 0) return {};
  const parts = tables.map((t) => {
    const name = String(t.name);
    return `select '${name.replaceAll("'", "''")}' as name, count(*)::text as n from public.${quoteIdent(name)}`;
  });
  const rows = await query(parts.join(' union all '));
  return Object.fromEntries(rows.map((r) => [String(r.name), Number(r.n)]));
}

/** The version in the repository's package.json (found upwards from this file, built or not). */
export function appVersion(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'neelami') return pkg.version ?? 'unknown';
    }
    if (path.dirname(dir) === dir) return 'unknown';
  }
}

/** `neelami-backup-2025-11-22T06-35-09-IST.tar.gz`: the file name says when, in Indian time. */
export function backupFileName(at: Date, suffix = ''): string {
  const stamp = isoIstDateTime(at).slice(0, 19).replaceAll(':', '-');
  return `neelami-backup-${stamp}-IST${suffix}.tar.gz`;
}
