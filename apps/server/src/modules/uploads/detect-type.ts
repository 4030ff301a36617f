import { fileTypeFromBuffer } from 'file-type';

/** A type recognised from the file's bytes. */
export interface DetectedType {
  mime: string;
  ext: string;
}

/**
 * The file's real type from its magic bytes (never its name or the client's
 * content type), or null when it is not one of `allowed`. A renamed executable
 * is therefore refused whatever it is called.
 */
export async function detectAllowedType(
  data: Buffer,
  allowed: readonly string[],
): Promise<DetectedType | null> {
  const t = await fileTypeFromBuffer(data);
  if (!t || !allowed.includes(t.mime)) return null;
  return { mime: t.mime, ext: t.ext === 'jpeg' ? 'jpg' : t.ext };
}
