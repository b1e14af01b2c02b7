import { asc } from 'drizzle-orm';
import type { Env } from '../../../../core/http/index.js';
import { productBrand } from '../brand.table.js';

/** Every brand for pickers (part forms, BOM preview): `Id, Name, Aliases, IsProxy, Status`. */
export async function listBrandOptions(env: Env) {
  const Records = await env.app.db
    .select({
      Id: productBrand.id,
      Name: productBrand.name,
      Aliases: productBrand.aliases,
      IsProxy: productBrand.isProxy,
      Status: productBrand.status,
    })
    .from(productBrand)
    .orderBy(asc(productBrand.sort), asc(productBrand.name));
  return { Records, TotalCount: Records.length };
}
