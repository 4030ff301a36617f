import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@neelami/shared/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/** Registers multipart parsing in the calling plugin: one file of at most 10 MB, few small fields. */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  });
}

/**
 * The one file of a multipart request (SPEC §7: field `file`). No file →
 * 'Please select a valid file.' (400); more than 10 MB → 413.
 */
export async function readSingleFile(req: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  if (!req.isMultipart()) throw AppError.invalid(uploadMessages.noFile, { file: uploadMessages.noFile });
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file();
  } catch (err) {
    throw tooLargeOr(err);
  }
  if (!part) throw AppError.invalid(uploadMessages.noFile, { file: uploadMessages.noFile });
  try {
    const data = await part.toBuffer();
    return { data, filename: part.filename ?? '' };
  } catch (err) {
    throw tooLargeOr(err);
  }
}

function tooLargeOr(err: unknown): unknown {
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);
  }
  return err;
}
