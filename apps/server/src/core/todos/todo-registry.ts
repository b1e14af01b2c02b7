import type { Bilingual } from '@partdesk/shared/i18n/define';
import type { AuthUser } from '../access/access.js';
import type { Executor } from '../db/client.js';

/**
 * A to-do counter (spec §3 "about 50 counters", §6 visibility). Modules register theirs from their
 * index.ts; a counter whose module is not built yet is registered with `count: zero`.
 */
export interface TodoCounter {
  /** Wire name, e.g. `SaleOrderAuditCount`. */
  name: string;
  title: Bilingual;
  /** Where the popover link goes, and the filter state it carries (spec §4: status 11, 7, 3, …). */
  route: string;
  query?: Record<string, string | number>;
  /** Who sees it: any of these role names, or this permit, or everyone (`always`). */
  visibleTo: { roles?: readonly string[]; permit?: string; always?: true };
  count(ctx: { db: Executor; user: AuthUser }): Promise<number>;
}

export const zero = async () => 0;

export class TodoRegistry {
  private counters = new Map<string, TodoCounter>();

  register(counter: TodoCounter): void {
    this.counters.set(counter.name, counter);
  }

  /** Replaces a placeholder (e.g. when a module lands, its real count replaces `zero`). */
  get(name: string): TodoCounter | undefined {
    return this.counters.get(name);
  }

  /**
   * A module supplies the real count of a catalogued counter (core/todos/catalogue.ts). Unknown names
   * throw, so a typo fails start-up instead of leaving a counter at zero.
   */
  setCount(name: string, count: TodoCounter['count']): void {
    const c = this.counters.get(name);
    if (!c) throw new Error(`Unknown to-do counter ${name}: add it to core/todos/catalogue.ts`);
    this.counters.set(name, { ...c, count });
  }

  list(): TodoCounter[] {
    return [...this.counters.values()];
  }

  visibleFor(user: AuthUser): TodoCounter[] {
    return this.list().filter((c) => {
      const v = c.visibleTo;
      if (v.always) return true;
      if (v.permit && (user.isAdmin || user.permits.has(v.permit))) return true;
      return !!v.roles?.some((r) => user.roles.some((ur) => ur.name === r));
    });
  }
}
