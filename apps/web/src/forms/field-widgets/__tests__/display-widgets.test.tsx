import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test-support/fixtures';
import { DisplayTextWidget } from '../display-text/DisplayTextWidget';
import { FormulaWidget } from '../formula/FormulaWidget';
import { ResourceDisplayWidget } from '../resource-display/ResourceDisplayWidget';
import { StatusBreadcrumbWidget } from '../status-breadcrumb/StatusBreadcrumbWidget';
import { crumbStates } from '../status-breadcrumb/status-crumbs';
import { TimelineWidget } from '../timeline/TimelineWidget';
import { renderWidget, WAIT, widgetProps } from './widget-harness';

const statuses = [
  { id: 'new', label: 'New' },
  { id: 'qualified', label: 'Qualified' },
  { id: 'won', label: 'Won' },
];

describe('display widgets', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('displayText shows its text, or sanitised HTML with allowHtml', () => {
    renderWidget(
      DisplayTextWidget,
      widgetProps({ type: 'displayText', options: { displayContent: '<b>Bold</b>' } }),
    );
    expect(screen.getByText('<b>Bold</b>')).toBeTruthy();
    cleanup();
    const { container } = renderWidget(
      DisplayTextWidget,
      widgetProps({
        type: 'displayText',
        options: { displayContent: '<b>Bold</b><img src=x onerror="x()">', allowHtml: true },
      }),
    );
    expect(container.querySelector('b')?.textContent).toBe('Bold');
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('resourceDisplay reads a path into the record and disappears with hideIfEmpty', () => {
    const record = { owner: { name: 'Sam Sales' } };
    renderWidget(
      ResourceDisplayWidget,
      widgetProps({ type: 'resourceDisplay', record, options: { resourceDataAccessor: 'owner.name' } }),
    );
    expect(screen.getByText('Sam Sales')).toBeTruthy();
    cleanup();
    const { container } = renderWidget(
      ResourceDisplayWidget,
      widgetProps({
        type: 'resourceDisplay',
        record,
        options: { resourceDataAccessor: 'owner.phone', hideIfEmpty: true },
      }),
    );
    expect(container.textContent).toBe('');
  });

  it("statusBreadcrumb: the status equal to the record's key field is active, earlier ones completed; a click chooses", () => {
    expect(crumbStates(statuses, 'qualified')).toEqual(['finish', 'process', 'wait']);
    const props = widgetProps({
      type: 'statusBreadcrumb',
      options: { key: 'field', statuses },
      record: { field: 'qualified' },
    });
    const { container } = renderWidget(StatusBreadcrumbWidget, props);
    expect(container.querySelectorAll('.ant-steps-item-finish')).toHaveLength(1);
    expect(container.querySelector('.ant-steps-item-process')?.textContent).toContain('Qualified');
    fireEvent.click(screen.getByText('Won'));
    expect(props.onChange).toHaveBeenCalledWith('won');
  });

  it('timeline loads its endpoint for this record and marks completed and current items active', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        data: [
          { id: 1, name: 'Kick-off', completed: true, is_current: false, end_date: '2026-01-10T00:00:00Z' },
          { id: 2, name: 'Build', completed: false, is_current: true, end_date: '2026-02-01' },
          { id: 3, name: 'Launch', completed: false, is_current: false, end_date: null },
        ],
      }),
    );
    const props = widgetProps({
      type: 'timeline',
      record: { id: 42 },
      options: { customServicePath: 'projects/{id}/timeline' },
    });
    const { container } = renderWidget(TimelineWidget, props);
    expect(await screen.findByText('Kick-off', {}, WAIT)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/projects/42/timeline');
    expect(container.querySelectorAll('.atrium-timeline-active')).toHaveLength(2);
    expect(screen.getByText(/2026-01-10/)).toBeTruthy();
  });

  it("formula computes formulaBody over the record, writes formulaOutputName, and says 'Error in evaluating' on failure", () => {
    const props = widgetProps({
      type: 'formula',
      record: { price: 20, quantity: 3, total: null },
      options: { formulaBody: 'price * quantity', formulaOutputName: 'total' },
    });
    renderWidget(FormulaWidget, props);
    expect(screen.getByText('60')).toBeTruthy();
    expect(props.onBatchChange).toHaveBeenCalledWith({ total: 60 });
    cleanup();
    renderWidget(
      FormulaWidget,
      widgetProps({ type: 'formula', record: { a: 1 }, options: { formulaBody: 'a / 0' } }),
      'Display',
    );
    expect(screen.getByRole('alert').textContent).toBe('Error in evaluating');
    cleanup();
    renderWidget(
      FormulaWidget,
      widgetProps({ type: 'formula', options: { formulaBody: 'eval(' } }),
      'Display',
    );
    expect(screen.getByRole('alert').textContent).toBe('Error in evaluating');
  });
});
