import { D } from '../../core/money.js';
import {
  COST_PARAM_AMOUNT_FIELDS,
  COST_PARAM_CURRENCIES,
  COST_PARAM_PERCENT_FIELDS,
  PERCENT_DECIMALS,
  PERCENT_MAX,
} from './cost-param.codes.js';

/** A landed-cost parameter row as the screen sends it (amounts and percentages as decimal strings). */
export interface CostParamInput {
  TenantId: number;
  CountryId?: number | null;
  FreightPercent: string;
  FreightFixed: string;
  BankFeePercent: string;
  BankFeeFixed: string;
  DutyPercent: string;
  InspectionFixed: string;
  Currency: string;
  Remark: string;
}

/** A refusal: the message key (namespace `sales`) and the field it names. */
export interface FieldRefusal {
  key: string;
  field: string;
}

const PERCENT = new RegExp(`^\\d{1,3}(\\.\\d{1,${PERCENT_DECIMALS}})?$`);
const AMOUNT = /^\d{1,14}(\.\d{1,2})?$/;

/** A percentage 0–100 with at most 4 decimals (GP floor too). */
export const isPercent = (v: string) => PERCENT.test(v) && new D(v).lte(PERCENT_MAX);
/** A fixed amount ≥ 0 with at most 2 decimals. */
export const isFixedAmount = (v: string) => AMOUNT.test(v);

/**
 * The value rules of a parameter row that need no database (one place for server and form): the first
 * broken one, or null. The server adds the company, the country and "one row per company + country".
 */
export function checkCostParamValues(p: CostParamInput): FieldRefusal | null {
  for (const f of COST_PARAM_PERCENT_FIELDS)
    if (!isPercent(String(p[f] ?? '').trim())) return { key: 'sales.costParam.percentInvalid', field: f };
  for (const f of COST_PARAM_AMOUNT_FIELDS)
    if (!isFixedAmount(String(p[f] ?? '').trim())) return { key: 'sales.costParam.amountInvalid', field: f };
  if (!(COST_PARAM_CURRENCIES as readonly string[]).includes(p.Currency))
    return { key: 'sales.costParam.currencyInvalid', field: 'Currency' };
  return null;
}
