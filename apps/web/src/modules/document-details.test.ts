import { documentDetailRoutes } from '@partdesk/shared/core/doc-types';
import { describe, expect, it } from 'vitest';
import { SCREEN_LOADERS } from './registry';
import registrySource from './registry.ts?raw';

/**
 * Issue #12 item 3, decision 0018: every document detail screen (packages/shared core/doc-types
 * `documentDetailRoutes()`: DOC_TYPES `detailRoute`, RECORD_DETAIL_ROUTES) that the web serves shows the
 * kit's trace tab — its page renders `DocumentTabs` with its type. A type whose detail screen lands
 * without it fails here; one with no screen yet (sales / purchase orders) is skipped until it lands.
 */
const PAGES = import.meta.glob<string>('./**/*.tsx', { query: '?raw', import: 'default', eager: true });

/** The page file a route's loader imports (`'/path': () => import('./crm/customer-detail-page')`). */
function pageOf(route: string): string | undefined {
  const esc = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`'${esc}':\\s*\\(\\)\\s*=>\\s*import\\('(\\./[^']+)'\\)`).exec(registrySource);
  return m ? `${m[1]}.tsx` : undefined;
}

describe('document detail screens', () => {
  it('each served one renders the trace tab (DocumentTabs)', () => {
    const served = documentDetailRoutes().filter(({ route }) => SCREEN_LOADERS[route]);
    expect(served.map((s) => s.type)).toEqual(expect.arrayContaining(['inquiry', 'salesQuote', 'customer']));
    for (const { type, route } of served) {
      const file = pageOf(route);
      expect(file, `${route}: its loader in registry.ts`).toBeDefined();
      const source = PAGES[file!];
      expect(source, `${route}: ${file}`).toBeDefined();
      expect(source, `${route} (${type}): ${file} renders <DocumentTabs>`).toContain('<DocumentTabs');
    }
  });
});
