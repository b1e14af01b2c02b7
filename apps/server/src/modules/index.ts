import type { FastifyInstance } from 'fastify';
import { noticesModule } from './notices/index.js';

/** Registers every business module (each module's only public import is its index.ts). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(noticesModule);
}
