/** Goods received notes and inspections: the screens are loaded through modules/registry.ts only. */
export {};
