/**
 * Layout pieces the document PDFs share (sales contract / PI, purchase order): a two-column block of
 * "label: value" pairs, and a lines table whose rows wrap, break pages and rule a thin line under each.
 */
type Doc = PDFKit.PDFDocument;

/** Writes `pairs` two per row across `width` from `left`, each row as tall as its taller cell. */
export function writePairs(doc: Doc, pairs: [string, string][], left: number, width: number): void {
  let rowY = doc.y;
  for (let i = 0; i < pairs.length; i += 2) {
    let h = 0;
    for (const [j, p] of [pairs[i], pairs[i + 1]].entries()) {
      if (!p) continue;
      doc.text(`${p[0]}: ${p[1]}`, left + j * (width / 2), rowY, { width: width / 2 - 8 });
      h = Math.max(h, doc.y - rowY);
    }
    rowY += Math.max(h, 14) + 2;
  }
  doc.y = rowY + 6;
}

export interface PdfColumn {
  readonly k: string;
  readonly w: number;
  readonly right?: boolean;
}

/**
 * The table of `columns` (the last one takes the rest of `width`, `gap` between texts): returns the
 * column labels' keys and `row(cells, head?)`, which starts a new page near the bottom margin.
 */
export function pdfTable(doc: Doc, columns: readonly PdfColumn[], left: number, width: number, gap: number) {
  let x = left;
  const cols = columns.map((col, i) => {
    const w = i === columns.length - 1 ? left + width - x : col.w;
    const out = { ...col, x, w };
    x += w + gap;
    return out;
  });
  const row = (cells: string[], head = false) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    const y = doc.y;
    let h = 0;
    doc.fontSize(head ? 8.5 : 8);
    cells.forEach((text, i) => {
      const col = cols[i]!;
      doc.text(text, col.x, y, { width: col.w, align: col.right ? 'right' : 'left' });
      h = Math.max(h, doc.y - y);
    });
    doc.y = y + h + 3;
    doc
      .moveTo(left, doc.y - 1.5)
      .lineTo(left + width, doc.y - 1.5)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };
  return { cols, row };
}
