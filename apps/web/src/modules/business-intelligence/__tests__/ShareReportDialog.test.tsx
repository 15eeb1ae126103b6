import type { SavedReport } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  endSession,
  jsonResponse,
  startSession,
  stubServer,
  WAIT,
} from '../../../forms/field-widgets/related-object/__tests__/panel-harness';
import { switchLanguage } from '../../../i18n/i18n';
import { ShareReportDialog } from '../ShareReportDialog';

const report: SavedReport = {
  id: 5,
  name: 'Pipeline by stage',
  group_id: null,
  owner: { id: 1, name: 'Ada Lovelace' },
  mine: true,
  definition: {
    object: 'opportunity',
    filters: [],
    dimensions: [{ attribute: 'stage' }],
    measures: [{ kind: 'count' }],
    sort: [],
    limit: 200,
  },
  shared_with: { users: [11], roles: [] },
  charts: [
    {
      id: 9,
      report_id: 5,
      report_name: 'Pipeline by stage',
      object: 'opportunity',
      name: 'Pipeline by stage',
      type: 'BAR',
      style: {},
      pivot_order: 0,
      pivot_size: 12,
    },
  ],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

let puts: unknown[];

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <ShareReportDialog report={report} open onClose={() => {}} />
      </App>
    </QueryClientProvider>,
  );
}

describe('sharing a report', { timeout: 90_000 }, () => {
  beforeEach(() => {
    startSession();
    puts = [];
    stubServer(
      () => new Set(),
      [
        (url, init) => {
          if (url.pathname.endsWith('analytics/reports/grantees')) {
            return jsonResponse(200, {
              users: [
                { id: 11, name: 'Sam Sales' },
                { id: 12, name: 'Hana HR' },
              ],
              roles: [{ id: 21, name: 'Sales Team' }],
            });
          }
          if (url.pathname.endsWith('analytics/reports/5') && init?.method === 'PUT') {
            const body = JSON.parse(String(init.body)) as { shared_with: SavedReport['shared_with'] };
            puts.push(body);
            return jsonResponse(200, { ...report, shared_with: body.shared_with });
          }
          return undefined;
        },
      ],
    );
  });
  afterEach(async () => {
    cleanup();
    endSession();
    await switchLanguage('en');
  });

  it('adds a role to whom the report reaches, keeping the rest of the report as it is', async () => {
    renderDialog();
    expect(await screen.findByText('Sam Sales', {}, WAIT)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Roles' }));
    fireEvent.click(await screen.findByTitle('Sales Team', {}, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Save sharing' }));
    await waitFor(() => expect(puts).toHaveLength(1), WAIT);
    expect(puts[0]).toEqual({
      name: 'Pipeline by stage',
      group_id: null,
      definition: report.definition,
      shared_with: { users: [11], roles: [21] },
      charts: [{ id: 9, name: 'Pipeline by stage', type: 'BAR', style: {}, pivot_order: 0, pivot_size: 12 }],
    });
    expect(await screen.findByText('Sharing saved.', {}, WAIT)).toBeTruthy();
  });

  it('stops sharing with everyone', async () => {
    renderDialog();
    await screen.findByText('Sam Sales', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(puts).toHaveLength(1), WAIT);
    expect(puts[0]).toMatchObject({ shared_with: { users: [], roles: [] } });
    expect(await screen.findByText('The report is no longer shared.', {}, WAIT)).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await switchLanguage('ar');
    renderDialog();
    expect(await screen.findByText('مشاركة Pipeline by stage', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إيقاف المشاركة' })).toBeTruthy();
  });
});
