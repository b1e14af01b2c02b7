import bwipjs from 'bwip-js/node';

/**
 * Barcode images for the PDFs (shipment labels, issue #16): PNGs drawn by bwip-js, embedded by pdfkit's
 * `doc.image`. `scale` is pixels per module: large enough that a 150 dpi raster of the page decodes.
 */

/** A Code 128 of `text` (no human-readable line under it: the PDF writes the text itself). */
export function code128Png(text: string, opts: { scale?: number; height?: number } = {}): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: opts.scale ?? 3,
    height: opts.height ?? 14,
    includetext: false,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}

/** A QR code of `text` (bwip-js' default error correction, M). */
export function qrPng(text: string, opts: { scale?: number } = {}): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'qrcode',
    text,
    scale: opts.scale ?? 6,
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}
