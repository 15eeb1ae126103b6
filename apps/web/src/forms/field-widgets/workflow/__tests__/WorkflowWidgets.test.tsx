import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  endSession,
  renderPanel,
  startSession,
  widgetProps,
} from '../../related-object/__tests__/panel-harness';
import {
  WorkflowActionsButtonsWidget,
  WorkflowStatusSummaryWidget,
  WorkflowTimelineWidget,
} from '../WorkflowWidgets';

describe('workflow placeholders', { timeout: 20_000 }, () => {
  beforeEach(startSession);
  afterEach(() => {
    cleanup();
    endSession();
  });

  it.each([
    [WorkflowStatusSummaryWidget, 'Workflow status will appear here once workflows are set up'],
    [WorkflowActionsButtonsWidget, 'Workflow actions will appear here once workflows are set up'],
    [WorkflowTimelineWidget, 'The workflow timeline will appear here once workflows are set up'],
  ])('say plainly that workflows are not set up yet (%#)', (widget, text) => {
    renderPanel(widget, widgetProps({ type: 'workflowStatusSummary' }));
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
