/**
 * What a file really is, from its bytes (the client's mime type is never trusted). Returns the mime type
 * when the content is recognised AND the file name's extension fits it, otherwise null.
 *
 * - PDF `%PDF-`, PNG, JPEG, GIF, WebP by their signatures;
 * - ZIP (`PK\x03\x04`): an Office Open XML workbook/document when the archive holds
 *   `[Content_Types].xml` and `xl/workbook.xml` / `word/document.xml` (entry names are stored
 *   uncompressed in the local headers), otherwise a plain zip;
 * - legacy Office (OLE compound file `D0 CF 11 E0 A1 B1 1A E1`): .xls or .doc by the extension;
 * - text (.txt, .csv): no NUL or other binary control bytes (any 8-bit encoding, e.g. GBK CSV exports).
 */
export const MIME_EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/zip': ['zip'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/msword': ['doc'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
};

const startsWith = (buf: Buffer, sig: number[] | string, at = 0) => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return buf.length >= at + bytes.length && buf.subarray(at, at + bytes.length).equals(bytes);
};

export function extensionOf(fileName: string): string {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return m ? m[1]!.toLowerCase() : '';
}

function isText(buf: Buffer): boolean {
  for (const b of buf) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return false;
    if (b === 0x7f) return false;
  }
  return true;
}

function contentType(buf: Buffer, ext: string): string | null {
  if (startsWith(buf, '%PDF-')) return 'application/pdf';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, 'GIF87a') || startsWith(buf, 'GIF89a')) return 'image/gif';
  if (startsWith(buf, 'RIFF') && startsWith(buf, 'WEBP', 8)) return 'image/webp';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    const ooxml = buf.includes('[Content_Types].xml', 0, 'latin1');
    if (ooxml && buf.includes('xl/workbook.xml', 0, 'latin1')) {
      return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    }
    if (ooxml && buf.includes('word/document.xml', 0, 'latin1')) {
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    }
    return 'application/zip';
  }
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    if (ext === 'xls') return 'application/vnd.ms-excel';
    if (ext === 'doc') return 'application/msword';
    return null;
  }
  if ((ext === 'txt' || ext === 'csv') && isText(buf)) return ext === 'csv' ? 'text/csv' : 'text/plain';
  return null;
}

export function sniffType(buf: Buffer, fileName: string): string | null {
  if (buf.length === 0) return null;
  const ext = extensionOf(fileName);
  const mime = contentType(buf, ext);
  if (!mime) return null;
  return MIME_EXTENSIONS[mime]?.includes(ext) ? mime : null;
}

/** A safe display name: no directories, no control characters, at most 200 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'file').slice(-200);
}

/** `Content-Disposition` for a download: an ASCII fallback plus the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
