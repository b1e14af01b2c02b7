import './i18n';
import Modal from 'antd/es/modal';
import { toast } from '../core/feedback';
import { t } from '../core/i18n';

/**
 * Confirmation and success prompts of spec §8 (saved, deleted, voided, merged, transferred, claimed),
 * texts in the `kit` namespace. Usable outside React; success toasts last 3 s like every helper toast.
 */
export const PROMPT_KINDS = ['saved', 'deleted', 'voided', 'merged', 'transferred', 'claimed'] as const;
export type PromptKind = (typeof PROMPT_KINDS)[number];

const DANGER = new Set<PromptKind>(['deleted', 'voided']);

export interface ConfirmOptions {
  content: string;
  title?: string;
  danger?: boolean;
}

/** Asks a question; resolves true on OK, false on cancel. */
export function confirmAction({ content, title, danger }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: title ?? t('kit:prompt.confirmTitle'),
      content,
      okText: t('kit:prompt.ok'),
      cancelText: t('kit:prompt.cancel'),
      okButtonProps: { danger, 'data-testid': 'confirm-ok' } as never,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

export const confirmPrompt = (kind: PromptKind) =>
  confirmAction({ content: t(`kit:prompt.${kind}.confirm`), danger: DANGER.has(kind) });

export const successPrompt = (kind: PromptKind) => toast.success(t(`kit:prompt.${kind}.success`));

/**
 * Confirm → run → say so: `await withPrompt('deleted', () => http.put(…))`. Resolves true when the work
 * ran and succeeded, false when the user cancelled; a failure rejects (the API client showed it).
 */
export async function withPrompt(
  kind: PromptKind,
  work: () => Promise<unknown>,
  opts: { confirm?: boolean } = {},
): Promise<boolean> {
  if (opts.confirm !== false && !(await confirmPrompt(kind))) return false;
  await work();
  successPrompt(kind);
  return true;
}
