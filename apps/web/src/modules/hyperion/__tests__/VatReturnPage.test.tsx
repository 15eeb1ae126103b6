import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '../../../i18n/i18n';
import { connectApiSession } from '../../../session/connect-api-session';
import { clearLocalSession } from '../../../session/session-actions';
import { sessionStore } from '../../../session/session-store';
import { VatReturnPage } from '../HyperionPages';

const fetchMock = vi.fn<typeof fetch>();

const ANSWER = {
  period: '2026-11',
  periods: ['2026-11', '2026-10'],
  report: {
    lines: [
      {
        code: 'VAT5-OUT',
        name: 'Standard-rated sales (5%)',
        direction: 'Output',
        rate: 5,
        net: 12345.5,
        tax: 617.28,
        lines: 3,
      },
      {
        code: 'VAT5-IN',
        name: 'Standard-rated purchases (5%)',
        direction: 'Input',
        rate: 5,
        net: 460,
        tax: 23,
        lines: 1,
      },
    ],
    outputTax: 617.28,
    inputTax: 23,
    netPayable: 594.28,
  },
};

/** jsdom has no matchMedia; Ant Design's table and grid ask it for the screen's breakpoints. */
function matchMedia(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <VatReturnPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('the VAT return page', () => {
  beforeEach(() => {
    initI18n('en');
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('matchMedia', matchMedia);
    connectApiSession();
    sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 1 });
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(ANSWER), { status: 200 }));
  });
  afterEach(() => {
    cleanup();
    clearLocalSession();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the output tax, input tax and net payable, and each tax code’s figures', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'VAT return' })).toBeTruthy();
    expect(await screen.findByText('12,345.50')).toBeTruthy();
    expect(screen.getAllByText('617.28').length).toBeGreaterThan(0);
    expect(screen.getByTestId('hyperion-vat-netPayable').textContent).toContain('594.28');
    expect(screen.getByText('Standard-rated purchases (5%)')).toBeTruthy();
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.pathname).toMatch(/\/hyperion\/vat-return$/);
  });

  it('speaks Hindi and writes amounts as Hindi does', async () => {
    await switchLanguage('hi');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'वैट रिटर्न' })).toBeTruthy();
    expect(await screen.findByText('देय शुद्ध वैट')).toBeTruthy();
    // Indian grouping: lakhs and crores, not thousands.
    const expected = new Intl.NumberFormat('hi', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(12345.5);
    expect(screen.getByText(expected)).toBeTruthy();
  });
});
