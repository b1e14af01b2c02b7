/**
 * The one key brand names and aliases are compared by — the brand master's writes, `resolveBrandId`, the
 * BOM import's preview and merge and the inquiry save all use it, so they always agree:
 * NFKC (full-width `ＴＩ` → `TI`, `（` → `(`), lower case, punctuation and white space dropped, and
 * company-form suffixes stripped from the end (repeatedly): `Inc.`, `Corp.`, `Corporation`, `Co., Ltd.`,
 * `Limited`, `LLC`, `GmbH`, `AG`, `B.V.`, `N.V.`, `S.A.`, `PLC`, `K.K.`, `股份有限公司`, `有限责任公司`,
 * `有限公司`, `公司`, `集团`, `(中国)`. `Texas Instruments Inc.` = `texas instruments` = `TEXASINSTRUMENTS`;
 * `ＳＴ` = `st`; `意法半导体有限公司` = `意法半导体`. A name that is only a suffix keeps it (never empty
 * for a non-empty name).
 */
export function brandKey(name: string): string {
  let s = name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  if (!s) return '';
  for (let pass = 0; pass < 4; pass++) {
    const before = s;
    s = s
      .replace(/[\s,.，。、]*(\(中国\)|中国)$/u, '')
      .replace(/[\s,.，。、]*(股份有限公司|有限责任公司|有限公司|公司|集团)$/u, '')
      .replace(
        /[\s,.]+(inc|incorporated|corp|corporation|co|company|ltd|limited|llc|l\.l\.c|gmbh|ag|b\.?v|n\.?v|s\.?a|plc|k\.?k)\.?$/u,
        '',
      )
      .replace(/[\s,.]+$/u, '')
      .trim();
    if (!s) return fallback(name);
    if (s === before) break;
  }
  const key = s.replace(/[^\p{L}\p{N}&+]+/gu, '');
  return key || fallback(name);
}

/** A name made only of a suffix or punctuation: its own folded text. */
const fallback = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
