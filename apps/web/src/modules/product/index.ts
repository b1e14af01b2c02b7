/** What other web modules may use of product (scripts/arch rule "web": only through this index). */
export type { BomImportResult } from './bom-import/bom-api';
export { BomImport } from './bom-import/bom-import';
export { postFile } from './bom-import/bom-api';
