import type { FastifyInstance } from 'fastify';
import { fieldLabel } from '@partdesk/shared/i18n/index';
import { badRequest } from './app-error.js';

/**
 * The text rule for every route (docs/api.md "Text in requests"): a string in a request body, query
 * or path parameter — value or object key, at any depth — may not contain a C0 control character other
 * than tab, line feed and carriage return (NUL above all: PostgreSQL refuses `0x00` in text), nor a lone
 * UTF-16 surrogate (not encodable as UTF-8). It runs as a `preValidation` hook on the root instance, so
 * it covers every route, including those added later, before the route's zod schema sees the input.
 * The request is refused whole with a translated 400 naming the field's path; nothing is stripped.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** With the `u` flag a surrogate range matches only unpaired halves (a pair is one code point). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export type TextProblem = 'control' | 'unicode';

function problemOf(s: string): TextProblem | null {
  if (CONTROL.test(s)) return 'control';
  if (LONE_SURROGATE.test(s)) return 'unicode';
  return null;
}

/** Shows a key in a path readably even when the key itself is the offending text. */
function showKey(key: string): string {
  const safe = key.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping control characters for display
    /[\u0000-\u001F]|[\uD800-\uDFFF]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return safe;
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  const k = showKey(key);
  return path ? `${path}.${k}` : k;
}

/**
 * Finds the first string (value or key) breaking the text rule; iterative, so a deeply nested body
 * cannot overflow the stack. Returns its path (`Lines[0].Brand`), its last named key and the problem.
 */
export function findBadText(root: unknown): { path: string; key: string; problem: TextProblem } | null {
  const stack: { value: unknown; path: string; key: string }[] = [{ value: root, path: '', key: '' }];
  while (stack.length) {
    const { value, path, key } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = problemOf(value);
      if (problem) return { path, key, problem };
      continue;
    }
    // Binary (a Buffer from a content-type parser) is no text; walking it byte by byte would be slow.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: join(path, i), key });
      continue;
    }
    const entries = Object.entries(value as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, v] = entries[i]!;
      const problem = problemOf(k);
      if (problem) return { path: join(path, k), key: showKey(k), problem };
      stack.push({ value: v, path: join(path, k), key: k });
    }
  }
  return null;
}

export function installTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const bad = findBadText(part);
      if (!bad) continue;
      const label = fieldLabel(req.lang, bad.key);
      const field = bad.path && bad.path !== bad.key ? `${label} (${bad.path})` : label || bad.path;
      throw badRequest(
        bad.problem === 'control' ? 'errors.fieldControlChar' : 'errors.fieldBadUnicode',
        { field },
        bad.key || bad.path,
      );
    }
  });
}
