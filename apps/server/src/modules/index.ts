import type { FastifyInstance } from 'fastify';

/** Registers every business module (each module's only public import is its index.ts). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  void app;
}
