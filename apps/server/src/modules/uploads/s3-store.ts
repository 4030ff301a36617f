import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { STORED_NAME_PATTERN } from '@neelami/shared/uploads';
import type { S3Config } from '../../config';
import { type FileStore, folderOf, kindOfFolder, type StoredObject, type UploadKind } from './file-store';

/** Where the files are in the bucket, as on disk: `uploads/docs/<name>`, `uploads/gallery/<name>`. */
const PREFIX = 'uploads/';

/**
 * Files as objects of an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), for instances that share
 * neither a disk nor, by choice, the database's storage. The bucket is private: files are served
 * by the API, which checks who may read them, never by a link to the bucket.
 */
export function s3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Without keys the SDK's own chain (environment, profile, instance role) supplies them.
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;
  const keyOf = (kind: UploadKind, storedName: string) => {
    if (!STORED_NAME_PATTERN.test(storedName)) throw new Error(`not a stored name: ${storedName}`);
    return `${PREFIX}${folderOf(kind)}/${storedName}`;
  };
  return {
    where: 's3',
    async put(kind, storedName, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(kind, storedName), Body: data }));
    },
    async get(kind, storedName) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(kind, storedName) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NotFound') return null;
        throw err;
      }
    },
    async remove(kind, storedName) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(kind, storedName) }));
    },
    async *list(): AsyncIterable<StoredObject> {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) {
          const [folder = '', storedName = ''] = (o.Key ?? '').slice(PREFIX.length).split('/');
          const kind = kindOfFolder(folder);
          if (kind && STORED_NAME_PATTERN.test(storedName)) yield { kind, storedName, bytes: o.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
