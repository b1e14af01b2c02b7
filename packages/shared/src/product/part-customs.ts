/**
 * Customs fields of a part (issue #16, decision 0052): the HS code printed on the commercial invoice and
 * the country of origin used when the picked lots record none. Pure: the server enforces, the web mirrors.
 */

/** The HS code as stored: digits only (dots and spaces the user typed dropped). */
export const normalizeHsCode = (v: string): string => v.replace(/[.\s]/g, '');

/** 6 to 10 digits once dots and spaces are dropped ('' is "unknown" and is not checked here). */
export const isHsCode = (v: string): boolean => /^\d{6,10}$/.test(normalizeHsCode(v));

/** A two-letter country code (ISO 3166-1 alpha-2), any case. */
export const isCooCode = (v: string): boolean => /^[A-Za-z]{2}$/.test(v.trim());
