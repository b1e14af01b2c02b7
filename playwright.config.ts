import { defineConfig } from '@playwright/test';

/**
 * Playwright on Debian's chromium (never `playwright install`). The web server is the real app plus
 * three test-only routes (e2e/support/e2e-server.ts) on its own port and a fresh temporary data folder.
 */
const PORT = Number(process.env.E2E_PORT ?? 8097);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1366, height: 800 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm run build -w @partdesk/web --silent && npx tsx e2e/support/e2e-server.ts',
    url: `${BASE_URL}/`,
    env: { PORT: String(PORT), LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    // Build + fresh demo seed: on a shared, loaded machine it can take longer (E2E_SERVER_TIMEOUT, ms).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 360_000),
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
