import { INQUIRY_CURRENCIES } from '@partdesk/shared/inquiry/inquiry-codes';
import { FORM_MESSAGES as M } from '@partdesk/shared/resource/form-schema';
import { z } from 'zod';

/**
 * The web's contract of an inquiry form (the body of POST/PUT /merchant/forqutation/inquiry, as
 * apps/server/src/modules/inquiry/inquiry/inquiry.routes.ts checks it): checked before sending so a
 * mistake shows on its cell; the server checks again and its 400 names the field. Messages are
 * translation keys (`kit.form.*`, `inquiryUi.form.*`).
 */
const PRICE = /^\d{1,12}(\.\d{1,6})?$/;
const text = (max: number) => z.string().trim().max(max, { error: M.tooLong }).default('');
const price = z
  .string()
  .trim()
  .regex(PRICE, { error: 'inquiryUi.form.priceInvalid' })
  .or(z.literal(''))
  .nullish()
  .transform((v) => (v ? v : null));
const quantity = z.coerce
  .number({ error: M.invalidNumber })
  .int({ error: M.integer })
  .positive({ error: 'inquiryUi.form.quantityInvalid' })
  .max(2_000_000_000, { error: 'inquiryUi.form.quantityInvalid' });
const currency = z.enum(INQUIRY_CURRENCIES, { error: M.selectRequired });

export const inquiryLineSchema = z
  .object({
    Mpn: text(64),
    Brand: text(64),
    Package: text(64),
    DateCode: text(32),
    Quantity: quantity,
    TargetPrice: price,
    Currency: currency
      .or(z.literal(''))
      .nullish()
      .transform((v) => (v ? v : null)),
    Delivery: text(64),
    IsUrgent: z.boolean().default(false),
    /** A merged BOM line names every customer PN of its rows, `; `-joined (#20 item 4). */
    CustomerPn: text(4000),
    Description: text(200),
    Remark: text(500),
  })
  .refine((l) => l.Mpn !== '' || l.CustomerPn !== '', {
    error: 'inquiryUi.form.mpnRequired',
    path: ['Mpn'],
  });

export const inquiryHeaderSchema = z.object({
  ContactId: z.number().int().positive().nullish(),
  Currency: currency,
  Source: text(16),
  Remark: text(1000),
});

export const inquiryCreateSchema = inquiryHeaderSchema.extend({
  CustomerId: z.number({ error: M.selectRequired }).int().positive({ error: M.selectRequired }),
  FileName: text(200),
  Lines: z.array(inquiryLineSchema).min(1, { error: 'inquiryUi.form.linesRequired' }).max(2000, {
    error: M.tooMany,
  }),
});

/** A changed existing line (PUT … `Lines`): what the edit screen may change on it. */
export const lineChangeSchema = z.object({
  Id: z.number().int().positive(),
  Quantity: quantity,
  TargetPrice: price,
  Currency: currency
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  DateCode: text(32),
  Package: text(64),
  Delivery: text(64),
  IsUrgent: z.boolean().default(false),
  Remark: text(500),
});

export type InquiryLineValues = z.input<typeof inquiryLineSchema>;
