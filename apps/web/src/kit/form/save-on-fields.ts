import { toast } from '../../core/feedback';
import { ApiError } from '../../core/http';

/**
 * Runs a silent write for a small dialog form: true when it succeeded; a server 400 naming one of
 * `fields` shows on that field, anything else as a toast (a lost session is left to the API client).
 */
export async function saveOnFields(
  form: { setFields: (fields: { name: string; errors: string[] }[]) => void },
  fields: string[],
  work: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (err) {
    const e = err instanceof ApiError ? err : null;
    if (e?.code === -100) return false;
    if (e?.field && fields.includes(e.field)) form.setFields([{ name: e.field, errors: [e.message] }]);
    else toast.error((err as Error).message);
    return false;
  }
}
