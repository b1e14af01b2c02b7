import { foldWidth } from './bom-fields.js';

/**
 * The MPN as a BOM writes it, cleaned for storage and display: full-width characters folded
 * (`ＳＴＭ３２` → `STM32`), trimmed, inner white space collapsed. Case is kept.
 */
export function cleanMpn(raw: string): string {
  return foldWidth(raw).trim().replace(/\s+/g, ' ');
}

/** Same rule as the product module's normalizeMpn (upper case, no white space), after width folding. */
export function bomMpnNorm(raw: string): string {
  return foldWidth(raw).replace(/\s+/g, '').toUpperCase();
}

/**
 * Packing and lead-free suffixes that name the same silicon in another packing (tape and reel, tube,
 * lead-free marking). Stripped from the end of the normalised MPN, repeatedly, to build the part key a
 * BOM line is grouped and matched by. Each keeps at least `min` characters in front of it.
 * TI's trailing `R`/`T` (`…DBVR` / `…DBVT`) and Microchip's `T-` infix are NOT stripped: a bare letter
 * cannot be told from the part number itself (`LM358D` vs `LM358DR` is fine, but `…DR` vs `…D` in
 * general is not), so those stay separate parts.
 */
export const PACKING_SUFFIX_RULES: readonly { name: string; re: RegExp; min: number }[] = [
  { name: '#TRPBF, #PBF, #TR (Linear / ADI)', re: /#(TRPBF|PBF|TR)$/, min: 3 },
  { name: '-TR, /TR, _TR', re: /[-/_]TR$/, min: 3 },
  { name: 'T&R, T/R, (T&R), -T&R', re: /[-/_]?\(?T[&/]R\)?$/, min: 3 },
  { name: '-REEL, -REEL7, /REEL13', re: /[-/_]REEL\d*$/, min: 3 },
  { name: '-RL, -RL7, -R7, -R2 (ADI reels)', re: /[-/_](RL\d*|R\d)$/, min: 3 },
  { name: 'TRPBF, PBF (Infineon / IR lead-free, reel)', re: /(TRPBF|PBF)$/, min: 4 },
  { name: '+T, +T7, +TG (Maxim reel) → +', re: /\+T[A-Z]?\d*$/, min: 3 },
  { name: '+ (Maxim lead-free)', re: /\+$/, min: 3 },
  { name: ',215 ,235 ,118 (NXP / Nexperia packing code)', re: /,\d{3}$/, min: 3 },
  { name: 'TR (ST tape and reel), after ≥ 5 characters', re: /TR$/, min: 5 },
];

/**
 * The BOM part key: `bomMpnNorm`, packing suffixes stripped (PACKING_SUFFIX_RULES, repeatedly), then
 * dashes removed. `LTC2446IUHF#TRPBF`, `ltc2446iuhf#pbf` → `LTC2446IUHF`; `MAX3232ESE+T` →
 * `MAX3232ESE`; `BAV99,215` → `BAV99`; `STM32F103C8T6TR` → `STM32F103C8T6`; `MCP2515-I/SO` →
 * `MCP2515I/SO`. Lines with the same key and brand are one part; the parts master stores the key
 * (`product_part.mpn_key`) so a line finds its part whichever variant either side wrote.
 */
export function bomPartKey(raw: string): string {
  let s = bomMpnNorm(raw);
  for (let pass = 0; pass < 4; pass++) {
    const before = s;
    for (const rule of PACKING_SUFFIX_RULES) {
      const m = rule.re.exec(s);
      if (m && m.index >= rule.min) s = s.slice(0, m.index);
    }
    if (s === before) break;
  }
  const key = s.replace(/-/g, '');
  return key || bomMpnNorm(raw);
}
