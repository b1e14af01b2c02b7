import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Standard columns (docs/architecture.md "Conventions → Tables"). */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const audit = () => ({
  createdAt: createdAt(),
  createdBy: integer(),
  updatedAt: updatedAt(),
  updatedBy: integer(),
});
/** Money: amount 18,2 · unit price 18,6 · rate 18,6 — strings in TypeScript, never floats. */
export const amount = () => numeric({ precision: 18, scale: 2 });
export const unitPrice = () => numeric({ precision: 18, scale: 6 });
export const rate = () => numeric({ precision: 18, scale: 6 });
