import { existsSync } from 'node:fs';
import { AppError } from '../http/app-error.js';

/**
 * The CJK font of the PDFs (quotes, sales contracts, purchase orders): WenQuanYi Micro Hei
 * (Debian/Ubuntu fonts-wqy-microhei, installed by .ci/run), a TrueType collection whose first face is
 * `WenQuanYiMicroHei`. `PARTDESK_CJK_FONT` may point at another TTF/TTC (then `PARTDESK_CJK_FONT_FACE`
 * names the face inside a collection). Missing font → 500 with quote.pdfFontMissing (the path) instead
 * of a PDF with empty boxes. Moved here from the quote module so modules below it (purchase) print too.
 */
export const CJK_FONT_PATH =
  process.env.PARTDESK_CJK_FONT ?? '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
export const CJK_FACE = process.env.PARTDESK_CJK_FONT
  ? process.env.PARTDESK_CJK_FONT_FACE
  : 'WenQuanYiMicroHei';

export function requireCjkFont(path = CJK_FONT_PATH): string {
  if (!existsSync(path)) throw new AppError(500, 'quote.pdfFontMissing', { path });
  return path;
}
