import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that may only happen once the business transaction has committed (notifications, to-do
 * pushes: a rolled-back change must not notify). Mechanisms queue it while inside the transaction;
 * the caller runs `flush()` after the commit. A failing task is logged, never thrown: the change
 * itself has already happened.
 */
export class AfterCommit {
  private readonly tasks: (() => unknown)[] = [];

  later(task: () => unknown): void {
    this.tasks.push(task);
  }

  get size(): number {
    return this.tasks.length;
  }

  async flush(log?: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
    const tasks = this.tasks.splice(0);
    for (const task of tasks) {
      try {
        await task();
      } catch (err) {
        log?.error({ err }, 'after-commit task failed');
      }
    }
  }
}
