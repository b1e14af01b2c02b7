import type { FieldDef, ResourceDef } from '@partdesk/shared/resource/define';
import { defineResource } from '@partdesk/shared/resource/define';
import { FIELD_KINDS, type FieldKind, OPS_BY_KIND } from '@partdesk/shared/resource/field-kinds';
import { sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { ANY_MENU } from '../access/access.js';
import type { Db } from '../db/client.js';
import { id } from '../db/columns.js';
import { registerResource } from './resource-routes.js';
import type { Source } from './resource-spec.js';

/**
 * TEST FIXTURE of the resource kit (not in the schema or migrations: not a *.table.ts). One column per
 * field kind; the definition has one field per kind × operator (`<Kind>_<op>`, e.g. `money_range`), so
 * the kind/operator tests are data-driven over OPS_BY_KIND.
 */
export const gadget = pgTable('test_gadget', {
  id: id(),
  name: text().notNull(),
  qty: numeric({ precision: 18, scale: 4 }).notNull(),
  price: numeric({ precision: 18, scale: 2 }).notNull(),
  rate: numeric({ precision: 9, scale: 4 }).notNull(),
  shipDate: date().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  status: smallint().notNull(),
  currency: text().notNull(),
  urgent: boolean().notNull(),
  tenantId: integer().notNull(),
  ownerId: integer().notNull(),
  file: text().notNull().default(''),
});

export const COLUMN_BY_KIND = {
  text: gadget.name,
  number: gadget.qty,
  money: gadget.price,
  percent: gadget.rate,
  date: gadget.shipDate,
  datetime: gadget.createdAt,
  enum: gadget.status,
  dict: gadget.currency,
  boolean: gadget.urgent,
  lookup: gadget.tenantId,
  user: gadget.ownerId,
  attachment: gadget.file,
} as const satisfies Record<FieldKind, Source>;

function fieldOf(kind: FieldKind, name: string, extra: Partial<FieldDef>): FieldDef {
  const base = { name, label: `resources.gadget.${kind}`, list: true, ...extra };
  switch (kind) {
    case 'enum':
      return {
        ...base,
        kind,
        options: [
          { value: 1, label: 'resources.common.active' },
          { value: 2, label: 'resources.common.disabled' },
          { value: 3, label: 'resources.common.Status' },
        ],
      } as FieldDef;
    case 'dict':
      return { ...base, kind, dict: 'Currency' } as FieldDef;
    case 'lookup':
      return { ...base, kind, lookup: 'tenants' } as FieldDef;
    default:
      return { ...base, kind } as FieldDef;
  }
}

/** One plain field per kind (listed, sortable where allowed) plus one filter field per kind × operator. */
export const gadgetResource: ResourceDef = defineResource({
  name: 'test.gadget',
  title: 'resources.user.title',
  menu: 'setup/user-list',
  rowKey: 'Id',
  api: { list: '/__test/gadget/Query', export: '/__test/gadget/Export' },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: true, sort: true },
    ...FIELD_KINDS.map((k) => fieldOf(k, k, { sort: k !== 'attachment' })),
    ...FIELD_KINDS.flatMap((k) =>
      OPS_BY_KIND[k].map((op) => fieldOf(k, `${k}_${op}`, { list: false, filter: op, export: false })),
    ),
  ],
  defaultSort: { field: 'Id', order: 'asc' },
});

export async function registerGadgetRoutes(app: FastifyInstance) {
  const columns: Record<string, Source> = { Id: gadget.id };
  for (const k of FIELD_KINDS) {
    columns[k] = COLUMN_BY_KIND[k];
    for (const op of OPS_BY_KIND[k]) columns[`${k}_${op}`] = COLUMN_BY_KIND[k];
  }
  await registerResource(app, gadgetResource, {
    from: gadget,
    columns,
    access: { grantedBy: [ANY_MENU] },
    scope: { own: gadget.ownerId },
    tieBreaker: gadget.id,
  });
}

export interface GadgetOwners {
  a: number;
  b: number;
}

/** Creates the table and four rows (owners a and b); `extra` more rows owned by a for paging/export. */
export async function seedGadgets(db: Db, owners: GadgetOwners, extra = 0) {
  await db.execute(sql`
    create table test_gadget (
      id integer primary key generated always as identity,
      name text not null, qty numeric(18, 4) not null, price numeric(18, 2) not null,
      rate numeric(9, 4) not null, ship_date date not null, created_at timestamptz not null,
      status smallint not null, currency text not null, urgent boolean not null,
      tenant_id integer not null, owner_id integer not null, file text not null default '')`);
  const { a, b } = owners;
  await db.execute(sql`
    insert into test_gadget (name, qty, price, rate, ship_date, created_at, status, currency, urgent, tenant_id, owner_id)
    values
      ('LM358 amp', 10, 1.50, 3, '2026-11-01', '2026-11-01T08:00:00Z', 1, 'USD', true, 2, ${a}),
      ('NE555 timer', 2.5, 100.00, 13, '2026-11-15', '2026-11-15T23:30:00Z', 2, 'CNY', false, 2, ${b}),
      ('100%_special', 0, 0.00, 0, '2026-10-31', '2026-10-31T12:00:00Z', 3, 'HKD', false, 4, ${a}),
      ('STM32 mcu', 1000, 99999999.99, 9.5, '2026-12-01', '2026-12-01T00:00:00Z', 1, 'USD', true, 4, ${b})`);
  if (extra > 0) {
    await db.execute(sql`
      insert into test_gadget (name, qty, price, rate, ship_date, created_at, status, currency, urgent, tenant_id, owner_id)
      select 'bulk ' || g, g, g * 1.25, 1, '2025-01-01', '2025-01-01T00:00:00Z', 2, 'EUR', false, 3, ${a}
      from generate_series(1, ${extra}) g`);
  }
}
