import { buildApp } from '../../app.js';
import type { DbHandle } from '../../core/db/client.js';
import { demoFlowsOf } from '../../core/modules/index.js';
import { MODULES } from '../../modules/index.js';
import { DEMO_PASSWORD } from './demo.js';
import type { DemoFlowContext } from './registry.js';

/**
 * Runs every module's demo flows (core/modules `demoFlows`) once, right after the demo seeders filled an
 * empty database: on a throw-away app over the same database (no listener, no jobs, silent), whose clock
 * the flows may set back so the documents spread over past months. Each call is a real HTTP request
 * (app.inject) as a demo account: the same rules, numbers, reviews, ledgers and events as a user's.
 */
export async function runDemoFlows(handle: DbHandle): Promise<void> {
  const flows = demoFlowsOf(MODULES);
  if (!flows.length) return;
  let fixed: Date | null = null;
  const clock = {
    now: () => fixed ?? new Date(),
    set: (at: Date | null) => {
      fixed = at;
    },
  };
  const app = await buildApp({ handle, config: { demo: true }, clock, logger: false });
  await app.ready();
  const tokens = new Map<string, string>();
  async function signIn(account: string): Promise<string> {
    const login = await app.inject({
      method: 'POST',
      url: '/merchant/account/login',
      // "Remember me" (30 days, sliding): one sign-in per account survives the flows' clock moving over
      // months, instead of an 8-hour session expiring at each jump (a sign-in hashes the password: slow).
      payload: { UserName: account, Password: DEMO_PASSWORD, RememberMe: true },
    });
    const token = (login.json() as { Data?: { Token: string } }).Data?.Token;
    if (!token) throw new Error(`demo flows: sign-in of ${account} failed: ${login.body}`);
    tokens.set(account, token);
    return token;
  }
  async function call<T>(account: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
    const send = async (token: string) => {
      const res = await app.inject({ method, url, headers: { token }, payload: body as never });
      return res.json() as { Code: number; Message: string; Data: T };
    };
    let env = await send(tokens.get(account) ?? (await signIn(account)));
    // A session signed in at another clock time may count as expired: sign in again at this one.
    if (env.Code === -100) env = await send(await signIn(account));
    if (env.Code !== 0)
      throw new Error(`demo flows: ${account} ${method} ${url}: ${env.Code} ${env.Message}`);
    return env.Data;
  }
  const ctx: DemoFlowContext = { app, clock, call };
  try {
    for (const f of flows) {
      const started = performance.now();
      await f.run(ctx);
      // SEED_TIMING=1: each flow's time, to keep seeding fast (measured, not guessed).
      if (process.env.SEED_TIMING)
        console.log(`demo flow ${f.name}: ${Math.round(performance.now() - started)} ms`);
    }
  } finally {
    await app.close();
  }
}
