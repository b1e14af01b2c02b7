import { act, cleanup, configure } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import message from 'antd/es/message';
import notification from 'antd/es/notification';
import { createElement } from 'react';
import { afterAll, afterEach, vi } from 'vitest';
import { initI18n } from '../core/i18n';
import { clearSession, resetQuietRedirect } from '../core/session';

// antd reads matchMedia (responsive observers) and ResizeObserver; jsdom has neither.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
// jsdom's getComputedStyle does not support pseudo-elements and logs "Not implemented"; antd asks for them.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element) => realGetComputedStyle(elt)) as typeof window.getComputedStyle;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

initI18n('zh-CN');

// jsdom fires no animationend / transitionend, so a static antd dialog (Modal.confirm, confirmAction) closed
// with motion never finishes leaving: it stayed in document.body after its test, and a later test's
// findByText / findAllByTestId('confirm-ok') found the stale dialog's text and button before its own dialog
// had rendered (quote-pages "send asks once" clicked a dead OK). Static dialogs render without motion here,
// so a closed one is removed at once, as it is after its animation in a browser.
ConfigProvider.config({
  holderRender: (children) =>
    createElement(ConfigProvider, { theme: { token: { motion: false } } }, children),
});

// findBy*/waitFor wait up to 4 s (default 1 s): the suites run in parallel with the server's on two
// cores in CI, where an antd modal's close animation plus a request can outlast one second.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
  message.destroy();
  notification.destroy();
  clearSession();
  resetQuietRedirect();
  sessionStorage.clear();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: resets the spec's token cookie between tests
  document.cookie = 'token=; path=/; max-age=0';
});

// A toast's 3 s auto-close timer (spec §9) can fire after the file's last test; React work that runs after
// jsdom is torn down fails with "window is not defined". Destroy inside act, then outlast that timer.
afterAll(async () => {
  await act(async () => {
    message.destroy();
    notification.destroy();
  });
  for (let i = 0; i < 4; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    });
  }
});
