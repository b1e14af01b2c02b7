import { customerResource } from '@partdesk/shared/crm/customer-resource';
import type { FieldDef } from '@partdesk/shared/resource/define';

/** A field of the shared customer definition by name (forms render it with the kit's input of its kind). */
export function customerField(name: string): FieldDef {
  const f = (customerResource.fields as readonly FieldDef[]).find((x) => x.name === name);
  if (!f) throw new Error(`crm.customer: no field ${name}`);
  return f;
}
