import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../app/app-root';
import { createQueryClient } from '../core/query-client';

/** Shows the current location so tests can assert navigation. */
export function LocationProbe() {
  const l = useLocation();
  return <div data-testid="location">{l.pathname + l.search}</div>;
}

export function renderWithShell(ui: ReactElement, { route = '/dashboard' }: { route?: string } = {}) {
  const client = createQueryClient();
  const result = render(
    <AppProviders>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </AppProviders>,
  );
  return { ...result, client };
}
