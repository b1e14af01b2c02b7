import { inArray } from 'drizzle-orm';
import type { DemoSeedContext } from '../../../db/seed/registry.js';
import { baseCountry } from '../../lookups/index.js';
import { salesCostParam, salesGpFloor } from './cost-param.table.js';

/**
 * Demo landed-cost parameters and GP floors (decision 0032), before any demo order is priced: each
 * company that owns orders has an every-country row, the US company a dearer row for shipments to the
 * US (duty), Hong Kong a row for HK (no duty, cheap freight); both floors at 8 %.
 */
export async function seedCostParamsDemo({ db }: DemoSeedContext): Promise<void> {
  const countries = await db
    .select({ id: baseCountry.id, code: baseCountry.code })
    .from(baseCountry)
    .where(inArray(baseCountry.code, ['US', 'HK']));
  const idOf = (code: string) => countries.find((c) => c.code === code)?.id ?? null;
  const rows: (typeof salesCostParam.$inferInsert)[] = [
    {
      tenantId: 2,
      countryId: null,
      freightPercent: '1.5',
      freightFixed: '150',
      bankFeePercent: '0.1',
      bankFeeFixed: '20',
      dutyPercent: '0',
      inspectionFixed: '0',
      currency: 'HKD',
      remark: '香港公司默认 / HK default',
    },
    {
      tenantId: 4,
      countryId: null,
      freightPercent: '2',
      freightFixed: '25',
      bankFeePercent: '0.1',
      bankFeeFixed: '15',
      dutyPercent: '0',
      inspectionFixed: '0',
      currency: 'USD',
      remark: '美国公司默认 / US default',
    },
  ];
  const hk = idOf('HK');
  if (hk)
    rows.push({
      tenantId: 2,
      countryId: hk,
      freightPercent: '0.5',
      freightFixed: '50',
      bankFeePercent: '0.1',
      bankFeeFixed: '0',
      dutyPercent: '0',
      inspectionFixed: '0',
      currency: 'HKD',
      remark: '本地送货 / local delivery',
    });
  const us = idOf('US');
  if (us)
    rows.push({
      tenantId: 4,
      countryId: us,
      freightPercent: '3',
      freightFixed: '35',
      bankFeePercent: '0.1',
      bankFeeFixed: '15',
      dutyPercent: '2.5',
      inspectionFixed: '40',
      currency: 'USD',
      remark: '进口关税与检测 / import duty and inspection',
    });
  await db.insert(salesCostParam).values(rows);
  await db.insert(salesGpFloor).values([
    { id: 2, floorPercent: '8' },
    { id: 4, floorPercent: '8' },
  ]);
}
