import message from 'antd/es/message';

/**
 * Helper toasts, usable outside React (the API client). Spec §8: helper toasts last 3 s. antd 6's
 * static message works with React 19 and keeps this file free of the heavier App/Modal code, so the
 * /login chunk stays small. Persistent notifications live in notify.ts (shell chunk).
 */
export const TOAST_SECONDS = 3;

export const toast = {
  error: (text: string) => message.error({ content: text, duration: TOAST_SECONDS }),
  warning: (text: string) => message.warning({ content: text, duration: TOAST_SECONDS }),
  success: (text: string) => message.success({ content: text, duration: TOAST_SECONDS }),
  info: (text: string) => message.info({ content: text, duration: TOAST_SECONDS }),
};
