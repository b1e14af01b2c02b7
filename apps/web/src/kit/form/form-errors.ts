import '../i18n';
import type { z } from 'zod';
import { label } from '../../core/i18n';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A zod issue's message (a `kit.form.*` key from formSchemaOf, or any key/text) in the UI language. */
export function issueText(issue: z.core.$ZodIssue, fieldLabel: string, t: Translate): string {
  const i = issue as z.core.$ZodIssue & { maximum?: unknown; minimum?: unknown };
  const max = typeof i.maximum === 'number' || typeof i.maximum === 'bigint' ? String(i.maximum) : undefined;
  return t(label(issue.message), { label: fieldLabel, max, min: i.minimum });
}

/** Issues grouped by their top-level field, first message per field. */
export function errorsByField(
  issues: readonly z.core.$ZodIssue[],
  labelOf: (field: string) => string,
  t: Translate,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issueText(issue, labelOf(field), t);
  }
  return out;
}
