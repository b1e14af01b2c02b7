import { z } from 'zod';

/**
 * Forwarders (freight forwarders, type 5, and customs brokers, type 6) of the finance setup screen
 * `finance-setup/workdocking` (issue #16, decision 0059): the hand-over details per owner company;
 * deactivated ones leave the forwarding lookup and the courier step.
 */
export const FORWARDER_MENU = 'finance/finance-setup/workdocking';
export const FORWARDER_TYPES = [5, 6] as const;

/** A hand-over cut-off time 'HH:mm' (00:00–23:59) or '' (none agreed). */
export const isHandoverTime = (s: string) => s === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(s);

/** POST /merchant/logistics/forwarding, PUT …/:id. The rules are the use case's (messages naming the field). */
export const forwarderBody = z.object({
  TenantId: z.number().int().positive(),
  Type: z.number().int(),
  Name: z.string().trim().max(100),
  NameEn: z.string().trim().max(100).default(''),
  Contact: z.string().trim().max(60).default(''),
  Phone: z.string().trim().max(40).default(''),
  Address: z.string().trim().max(300).default(''),
  HandoverWarehouse: z.string().trim().max(100).default(''),
  HandoverTime: z.string().trim().max(5).default(''),
  Remark: z.string().trim().max(300).default(''),
  Sort: z.number().int().min(0).max(9999).default(0),
});
export type ForwarderBody = z.infer<typeof forwarderBody>;

/** One forwarder as the setup screen reads it (GET /merchant/logistics/forwarding). */
export interface ForwarderRow {
  Id: number;
  TenantId: number;
  Type: number;
  Name: string;
  NameEn: string;
  Contact: string;
  Phone: string;
  Address: string;
  HandoverWarehouse: string;
  HandoverTime: string;
  Remark: string;
  IsDeactivate: boolean;
  Sort: number;
}
