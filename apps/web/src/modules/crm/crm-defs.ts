import type { DictCode } from '@partdesk/shared/access/client-lookups';
import { balanceRefundResource } from '@partdesk/shared/crm/balance-resource';
import { creditChangeResource } from '@partdesk/shared/crm/change-resource';
import { customerResource } from '@partdesk/shared/crm/customer-resource';
import { poolCustomerResource } from '@partdesk/shared/crm/pool-resource';
import type { FieldDef, ResourceDef } from '@partdesk/shared/resource/define';

/**
 * The customer definitions as the CRM screens render them. `Attribute` and `BusinessType` are declared
 * as lookups (`customerProps`, `customerTypes`), whose web lookups (/merchant/common/customerprop,
 * customertype) answer `{ Id, DictValue, DictText }` and so give options keyed by the line id with no
 * label — while the column stores the line's DictValue. The screens read them as the dictionaries they
 * are (CustomerProp, BusinessCustomerType through GetDictLineByCode: value DictValue, label DictText),
 * which also makes a line added in /setup dict-detail show up at once (the dictionary lookup is
 * invalidated by line changes). The wire filter value is the same number either way.
 */
const AS_DICT: Record<string, string> = {
  Attribute: 'CustomerProp',
  BusinessType: 'BusinessCustomerType',
  // The `currencies` lookup keys options by the currency row id; the CRM routes take the code (`USD`).
  Currency: 'Currency',
};

function asDict(f: FieldDef): FieldDef {
  const dict = AS_DICT[f.name];
  if (!dict || f.kind !== 'lookup') return f;
  const { lookup: _lookup, ...rest } = f;
  return { ...rest, kind: 'dict', dict: dict as DictCode };
}

function withDicts<D extends ResourceDef>(def: D): D {
  return { ...def, fields: def.fields.map(asDict) };
}

export const customerDef = withDicts(customerResource);
export const poolDef = withDicts(poolCustomerResource);
export const balanceRefundDef = withDicts(balanceRefundResource);
export const creditChangeDef = withDicts(creditChangeResource);

/** A field of the customer definition by name (forms render it with the kit's input of its kind). */
export function customerField(name: string): FieldDef {
  const f = customerDef.fields.find((x) => x.name === name);
  if (!f) throw new Error(`crm.customer: no field ${name}`);
  return f;
}
