import ts from 'typescript';
import { type Ctx, isCode, isTestSupport, lineOf, SERVER } from './context.js';

/** Names of calls that add to a registry or subscribe: register*, provide*, subscribe*, on<Event>. */
const REGISTERING = /^(register|provide|subscribe)([A-Z]\w*)?$|^on[A-Z]\w*$/;

function calleeName(e: ts.Expression): string | null {
  let x = e;
  while (ts.isAwaitExpression(x) || ts.isVoidExpression(x) || ts.isParenthesizedExpression(x))
    x = x.expression;
  if (!ts.isCallExpression(x)) return null;
  const c = x.expression;
  if (ts.isIdentifier(c)) return c.text;
  if (ts.isPropertyAccessExpression(c)) return c.name.text;
  return null;
}

/**
 * registration: no server file registers into a shared registry when it is imported — a top-level
 * call named register*, provide*, subscribe* or on<Event> (decision 0023). A module lists what it adds
 * in its definition (core/modules: documents, seeders, jobs, deletables) and does the rest inside its
 * `register`; core's own seeders and jobs are listed where they run. Tests and fixtures excepted.
 */
export function checkRegistration(ctx: Ctx) {
  for (const f of ctx.files) {
    if (!f.startsWith(`${SERVER}/`) || !isCode(f) || isTestSupport(f)) continue;
    const text = ctx.read(f);
    if (!/^\s*(await\s+|void\s+)?[\w.$]*\b(register|provide|subscribe|on[A-Z])/m.test(text)) continue;
    const sf = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
    for (const s of sf.statements) {
      if (!ts.isExpressionStatement(s)) continue;
      const name = calleeName(s.expression);
      if (name && REGISTERING.test(name))
        ctx.fail(
          'registration',
          `${f}:${lineOf(text, s.getStart(sf))}`,
          `${name}(…) at import: list it in the module's definition or call it inside its register (decision 0023)`,
        );
    }
  }
}
