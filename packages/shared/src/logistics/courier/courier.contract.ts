import { z } from 'zod';

/**
 * Couriers (express companies) of the finance setup screen `finance-setup/express` (issue #16, decision
 * 0052): their accounts and volumetric divisor; deactivated ones leave the courier lookup.
 */
export const COURIER_MENU = 'finance/finance-setup/express';

/** The volumetric divisor (cm³ per kg) a courier may have: a whole number in this range. */
export const VOLUMETRIC_DIVISOR_MIN = 1000;
export const VOLUMETRIC_DIVISOR_MAX = 10000;
export const isVolumetricDivisor = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= VOLUMETRIC_DIVISOR_MIN && n <= VOLUMETRIC_DIVISOR_MAX;

export const courierAccountInput = z.object({
  AccountNo: z.string().trim().max(60),
  AccountName: z.string().trim().max(100).default(''),
  IsDefault: z.boolean().default(false),
  Remark: z.string().trim().max(200).default(''),
});

/** POST /merchant/logistics/express, PUT …/:id: the courier and its accounts (replaced as a whole). */
export const courierBody = z.object({
  Code: z.string().trim().max(20),
  Name: z.string().trim().max(60),
  NameEn: z.string().trim().max(60).default(''),
  TrackingUrl: z.string().trim().max(300).default(''),
  /** Checked by the use case (translated message naming the field): `isVolumetricDivisor`. */
  VolumetricDivisor: z.number(),
  Sort: z.number().int().min(0).max(9999).default(0),
  Accounts: z.array(courierAccountInput).max(50).default([]),
});
export type CourierBody = z.infer<typeof courierBody>;

/** One courier as the setup screen reads it (GET /merchant/logistics/express). */
export interface CourierRow {
  Id: number;
  Code: string;
  Name: string;
  NameEn: string;
  TrackingUrl: string;
  VolumetricDivisor: number;
  IsDeactivate: boolean;
  Sort: number;
  Accounts: { AccountNo: string; AccountName: string; IsDefault: boolean; Remark: string }[];
}
