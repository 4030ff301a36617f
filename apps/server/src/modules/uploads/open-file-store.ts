import type { S3Config } from '../../config';
import type { Database } from '../../db/client';
import { databaseFileStore } from './database-store';
import { diskFileStore } from './disk-store';
import type { FileStore } from './file-store';
import { s3FileStore } from './s3-store';

/**
 * The store every instance reads (ARCHITECTURE.md "Uploads"), chosen at start-up: the S3 bucket
 * when S3_BUCKET is set; else PostgreSQL when the database is PostgreSQL (instances behind a load
 * balancer share it, not a disk); else the local disk, beside the embedded database.
 */
export function openFileStore(
  config: { dataDir: string; s3: S3Config | null },
  database: Pick<Database, 'db' | 'kind'>,
): FileStore {
  if (config.s3) return s3FileStore(config.s3);
  if (database.kind === 'postgres') return databaseFileStore(database.db);
  return diskFileStore(config.dataDir);
}
