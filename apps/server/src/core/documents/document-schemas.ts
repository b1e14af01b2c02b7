import { z } from 'zod';

/** Request-body pieces shared by document routes (zod, for fastify-type-provider-zod). */

/** `:id` of a document route. */
export const docIdParam = z.object({ id: z.coerce.number().int().positive() });

/** A body carrying only the version the client read (submit, withdraw, …). */
export const versionBody = z.object({ Version: z.number().int().positive() });

/** Trimmed text of at most `max` characters, '' when absent. */
export const docText = (max: number) => z.string().trim().max(max).default('');

/** A calendar day `YYYY-MM-DD`, optional. */
export const docDayField = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish();

/** The part fields of a document line (MPN, brand, package, date code, quantity > 0); add `Remark: docText(500)` last. */
export const partLineFields = {
  Mpn: docText(64),
  Brand: docText(64),
  Package: docText(64),
  DateCode: docText(32),
  Quantity: z.number().int().positive().max(2_000_000_000),
};

/** A line price as typed (a decimal string, checked by the service), optional. */
export const linePriceField = () => z.string().trim().max(24).nullish();
