import { z } from 'zod';
import { SUPPLIER_GRADES, SUPPLIER_LIMITS, SUPPLIER_STATUS } from './supplier.codes.js';

const text = (max: number) => z.string().trim().max(max).default('');

/** One contact as the form sends it (`Id` of a saved one to keep it; absent = new). */
export const supplierContactInput = z.object({
  Id: z.number().int().positive().optional(),
  Name: z.string().trim().min(1).max(100),
  Position: text(100),
  Email: text(200),
  Phone: text(60),
  Qq: text(30),
  Wechat: text(60),
  Skype: text(100),
  IsPrimary: z.boolean().default(false),
  Remark: text(500),
});
export type SupplierContactInput = z.infer<typeof supplierContactInput>;

/** One bank account (checked by supplierBankProblem so the refusal names the field). */
export const supplierBankInput = z.object({
  Id: z.number().int().positive().optional(),
  BankName: z.string().trim().max(200),
  AccountName: z.string().trim().max(200),
  AccountNo: z.string().trim().max(60),
  SwiftCode: text(20),
  Currency: z.string().trim().max(10),
  CountryCode: z.string().trim().max(2),
  IsDefault: z.boolean().default(false),
});
export type SupplierBankInput = z.infer<typeof supplierBankInput>;

/** POST /merchant/purchase/supplier: the master with its contacts, bank accounts and brands. */
export const supplierCreateBody = z.object({
  Name: z.string().trim().min(1).max(200),
  ShortName: text(60),
  Type: z.number().int().min(1).max(6),
  CountryCode: z.string().trim().max(2),
  City: text(100),
  Address: text(300),
  Website: text(200),
  Grade: z.enum(SUPPLIER_GRADES).default('new'),
  Currency: z.string().trim().max(10),
  PaymentTerms: z.number().int().min(1).max(6),
  TaxNo: text(60),
  /** The responsible buyer; default the caller. */
  OwnerId: z.number().int().positive().nullish(),
  Remark: text(1000),
  Contacts: z.array(supplierContactInput).max(SUPPLIER_LIMITS.contacts).default([]),
  Banks: z.array(supplierBankInput).max(SUPPLIER_LIMITS.banks).default([]),
  BrandIds: z.array(z.number().int().positive()).max(SUPPLIER_LIMITS.brands).default([]),
});
export type SupplierCreate = z.infer<typeof supplierCreateBody>;

/** PUT /merchant/purchase/supplier/:id: the whole master at the version read. */
export const supplierUpdateBody = supplierCreateBody.extend({ Version: z.number().int().positive() });
export type SupplierUpdate = z.infer<typeof supplierUpdateBody>;

/** PUT /merchant/purchase/supplier/:id/status: active / suspended / prohibited (blacklist) with a reason. */
export const supplierStatusBody = z.object({
  Version: z.number().int().positive(),
  Status: z.union([
    z.literal(SUPPLIER_STATUS.active),
    z.literal(SUPPLIER_STATUS.suspended),
    z.literal(SUPPLIER_STATUS.prohibited),
  ]),
  Reason: text(500),
});
export type SupplierStatusChange = z.infer<typeof supplierStatusBody>;

export interface SupplierContactView {
  Id: number;
  Name: string;
  Position: string;
  Email: string;
  Phone: string;
  Qq: string;
  Wechat: string;
  Skype: string;
  IsPrimary: boolean;
  Remark: string;
}
export interface SupplierBankView {
  Id: number;
  BankName: string;
  AccountName: string;
  AccountNo: string;
  SwiftCode: string;
  Currency: string;
  CountryCode: string;
  IsDefault: boolean;
}
export interface SupplierBrandView {
  BrandId: number;
  Name: string;
  IsProxy: boolean;
}
/** One name of a supplier: the current one (`ValidTo` null) and the former ones, newest first. */
export interface SupplierNameView {
  Name: string;
  ValidFrom: string;
  ValidTo: string | null;
  ChangedByName: string | null;
}

/** GET /merchant/purchase/supplier/:id. */
export interface SupplierDetail {
  Id: number;
  Code: string;
  Name: string;
  ShortName: string;
  Type: number;
  CountryCode: string;
  City: string;
  Address: string;
  Website: string;
  Grade: string;
  Status: number;
  StatusReason: string;
  Currency: string;
  PaymentTerms: number;
  TaxNo: string;
  OwnerId: number | null;
  OwnerName: string | null;
  Remark: string;
  CreatedAt: string;
  Version: number;
  /** The caller may edit (0103 and owner or lead) / change the status (0102). */
  CanEdit: boolean;
  CanChangeStatus: boolean;
  Contacts: SupplierContactView[];
  Banks: SupplierBankView[];
  Brands: SupplierBrandView[];
  FormerNames: SupplierNameView[];
}
