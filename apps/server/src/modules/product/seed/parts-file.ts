import { readFileSync } from 'node:fs';
import { normalizeMpn } from '../part/mpn.js';

export interface PartRow {
  brand: string;
  mpn: string;
  mpnNorm: string;
  package: string;
  description: string;
  category: string;
  lifecycle: number | null;
  rohs: boolean;
}

export const PARTS_FILE = new URL('../../../db/seed/data/parts.tsv', import.meta.url);

/**
 * Reads db/seed/data/parts.tsv: brand, mpn, package, description, category (English name),
 * lifecycle (ProductStatus value, blank = not recorded), rohs (`N` = not compliant, blank = yes).
 */
export function readPartsFile(file: URL = PARTS_FILE): PartRow[] {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const header = lines.shift()!.split('\t');
  if (header.join(',') !== 'brand,mpn,package,description,category,lifecycle,rohs') {
    throw new Error(`parts.tsv: unexpected header ${header.join(',')}`);
  }
  return lines.map((line, i) => {
    const [brand = '', mpn = '', pkg = '', description = '', category = '', lifecycle = '', rohs = ''] =
      line.split('\t');
    if (!brand || !mpn || !pkg || !description || !category)
      throw new Error(`parts.tsv line ${i + 2}: missing field`);
    return {
      brand,
      mpn,
      mpnNorm: normalizeMpn(mpn),
      package: pkg,
      description,
      category,
      lifecycle: lifecycle ? Number(lifecycle) : null,
      rohs: rohs !== 'N',
    };
  });
}
