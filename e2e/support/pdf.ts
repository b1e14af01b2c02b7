import { inflateSync } from 'node:zlib';

/**
 * A small text extraction for the PDFs the server writes with pdfkit (no PDF library in the repo): the
 * streams are inflated, every ToUnicode CMap (bfchar / bfrange) maps glyph ids to characters, and the
 * hex strings shown by `Tj` / `TJ` in the content streams are decoded through those maps, one text
 * object (BT … ET) per output line. Enough to prove that embedded-font text (Chinese included) is really
 * in the document, as a viewer's copy / search would see it.
 */
export function pdfText(pdf: Buffer): string {
  const streams: string[] = [];
  const s = pdf.toString('latin1');
  for (const m of s.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = s.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      streams.push(s.slice(start, end));
    }
  }
  const glyphs = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const text of streams.filter((x) => x.includes('begincmap'))) {
    for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const p of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
        glyphs.set(p[1]!.toLowerCase(), utf16(p[2]!));
    for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const r of block[1]!.matchAll(
        /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
      )) {
        const width = r[1]!.length;
        const from = Number.parseInt(r[1]!, 16);
        const to = Number.parseInt(r[2]!, 16);
        const targets = r[3]!.startsWith('[')
          ? [...r[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((x) => x[1]!)
          : null;
        for (let g = from; g <= to; g++) {
          const key = g.toString(16).padStart(width, '0');
          if (targets) glyphs.set(key, utf16(targets[g - from] ?? ''));
          else {
            const base = Buffer.from(r[3]!.slice(1, -1), 'hex').swap16();
            const code = base.readUInt16LE(base.length - 2) + (g - from);
            base.writeUInt16LE(code, base.length - 2);
            glyphs.set(key, base.toString('utf16le'));
          }
        }
      }
  }
  const lines: string[] = [];
  for (const text of streams.filter((x) => /\bBT\b/.test(x) && !x.includes('begincmap')))
    for (const bt of text.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let line = '';
      for (const h of bt[1]!.matchAll(/<([0-9a-fA-F]+)>/g)) {
        const hex = h[1]!.toLowerCase();
        for (let i = 0; i < hex.length; i += 4) line += glyphs.get(hex.slice(i, i + 4)) ?? '';
      }
      lines.push(line);
    }
  return lines.join('\n');
}
