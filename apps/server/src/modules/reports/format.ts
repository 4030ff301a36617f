// File names of the report downloads. Amounts and times are formatted by @neelami/shared/money and
// @neelami/shared/ist.

/** A safe piece of a file name: letters, digits and dashes only. */
export function fileNamePart(s: string): string {
  return (
    s
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .replace(/-+/g, '-')
      .slice(0, 60) || 'Event'
  );
}

/** `attachment; filename="…"` with an ASCII name and the RFC 5987 UTF-8 form. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
