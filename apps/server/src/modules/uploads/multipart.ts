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

/** SPEC §7: the one multipart field an upload is read from. */
const FILE_FIELD = 'file';

const noFile = () => AppError.invalid(uploadMessages.noFile, { file: uploadMessages.noFile });

/**
 * The one file of a multipart request (SPEC §7 and API.md "Uploads": the field `file`, and no
 * other). No file, or a file under another name → 'Please select a valid file.' (400); more than
 * 10 MB → 413; a body the parser cannot read → 400 INVALID_INPUT, never a 5xx.
 */
export async function readSingleFile(req: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  if (!req.isMultipart()) throw noFile();
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file();
  } catch (err) {
    throw refusalOf(err);
  }
  if (!part) throw noFile();
  if (part.fieldname !== FILE_FIELD) {
    // Read to its end and dropped, so the request is answered rather than left half read.
    part.file.resume();
    throw noFile();
  }
  try {
    const data = await part.toBuffer();
    return { data, filename: part.filename ?? '' };
  } catch (err) {
    throw refusalOf(err);
  }
}

/**
 * What the client is told when reading the body failed: too large (413), or unreadable: busboy
 * throws plain errors ('Boundary not found', 'Unexpected end of form', 'Malformed part header')
 * that would otherwise be a 500, and the plugin's own (a closed request, a forbidden field name)
 * are the body's fault too.
 */
function refusalOf(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const { code = '', statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);
  }
  // Too many fields: the error handler's 413.
  if (statusCode === 413) return err;
  return AppError.invalid(uploadMessages.malformed, { file: uploadMessages.malformed });
}
