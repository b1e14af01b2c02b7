import PDFDocument from 'pdfkit';
import { CJK_FACE, requireCjkFont } from './cjk-font.js';

/**
 * An A4 document PDF with the CJK font registered and selected, and `done` resolving to its bytes once
 * `doc.end()` is called: the opening every document PDF (statements, payment requests, orders) shares.
 */
export function startPdf(info: { Title: string; Author: string }, margin = 40) {
  const font = requireCjkFont();
  const doc = new PDFDocument({ size: 'A4', margin, info });
  const chunks: Buffer[] = [];
  doc.on('data', (x: Buffer) => chunks.push(x));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font, CJK_FACE);
  doc.font('cjk');
  return { doc, done };
}
