import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { DemoFlow, DemoSeeder, SystemSeeder } from '../../db/seed/registry.js';
import { type DeletableType, registerDeletable } from '../deletes/delete-registry.js';
import type { DocumentDescriptor } from '../documents/define-document.js';
import { documentFlowSeeder, registerDocument } from '../documents/register-document.js';
import type { JobDef } from '../jobs/job-registry.js';

/**
 * A business module, as one value its index.ts exports (decision 0023): everything it adds to the
 * shared mechanisms is listed here, and nothing is registered when the file is imported. The app
 * (`registerModules`, modules/index.ts) and the seed runner (db/seed) read the same list, MODULES,
 * in the declared module order.
 */
export interface ModuleDefinition {
  /** The module's name in MODULE_ORDER (modules/module-order.ts). */
  name: string;
  /** Routes, to-do counters, event subscriptions, hand-overs to lower modules. */
  register: FastifyPluginAsync;
  /** Document descriptors (`<feature>.document.ts`): registered before `register`; their default review chains are system seed. */
  documents?: readonly DocumentDescriptor[];
  /** Idempotent seeders every start runs before any app exists (after core's), in module order. */
  systemSeeders?: readonly SystemSeeder[];
  /** Demo data, run once on an empty demo database, all modules' together sorted by `order`. */
  demoSeeders?: readonly DemoSeeder[];
  /** Demo documents made through the routes after every demo seeder (db/seed/demo-flows.ts), sorted by `order`. */
  demoFlows?: readonly DemoFlow[];
  /** Scheduled jobs (core/jobs): added to each app's scheduler. */
  jobs?: readonly JobDef[];
  /** Generic delete types (core/deletes) that are not a document's. */
  deletables?: readonly DeletableType[];
}

/** Types a module definition (no side effects). */
export function defineModule(def: ModuleDefinition): ModuleDefinition {
  return def;
}

/** Wires one module into an app: its documents, deletables and jobs, then its register function. */
export async function registerModule(app: FastifyInstance, m: ModuleDefinition): Promise<void> {
  for (const d of m.documents ?? []) registerDocument(app.ctx, d);
  for (const x of m.deletables ?? []) registerDeletable(x);
  for (const j of m.jobs ?? []) app.ctx.jobs.register(j);
  await app.register(m.register);
}

/** The modules' system seeders in module order: each module's own, then its documents' default chains. */
export function systemSeedersOf(modules: readonly ModuleDefinition[]): SystemSeeder[] {
  return modules.flatMap((m) => [
    ...(m.systemSeeders ?? []),
    ...(m.documents?.length ? [documentFlowSeeder(m.documents)] : []),
  ]);
}

/** Every module's demo seeders, sorted by `order` (names are unique). */
export function demoSeedersOf(modules: readonly ModuleDefinition[]): DemoSeeder[] {
  const all = modules.flatMap((m) => m.demoSeeders ?? []);
  const names = new Set<string>();
  for (const s of all) {
    if (names.has(s.name)) throw new Error(`Demo seeder "${s.name}" is listed twice`);
    names.add(s.name);
  }
  return all.sort((a, b) => a.order - b.order);
}

/** Every module's demo flows, sorted by `order`. */
export function demoFlowsOf(modules: readonly ModuleDefinition[]): DemoFlow[] {
  return modules.flatMap((m) => m.demoFlows ?? []).sort((a, b) => a.order - b.order);
}
