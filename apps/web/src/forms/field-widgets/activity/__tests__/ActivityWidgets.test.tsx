import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endSession,
  jsonResponse,
  renderPanel,
  startSession,
  stubServer,
  WAIT,
  widgetProps,
} from '../../related-object/__tests__/panel-harness';
import { LastCallWidget } from '../LastCallWidget';
import { LastMeetingWidget } from '../LastMeetingWidget';

let meeting: unknown = null;
let failCalls = false;

describe('Last Call and Last Meeting', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    meeting = null;
    failCalls = false;
    stubServer(
      () => new Set(),
      [
        (url) => {
          if (url.pathname.endsWith('latest-activity/contact/appointment/42'))
            return jsonResponse(200, meeting);
          if (url.pathname.endsWith('latest-activity/contact/call/42')) {
            return failCalls
              ? jsonResponse(500, { statusCode: 500, message: 'Broken' })
              : jsonResponse(200, null);
          }
          return undefined;
        },
      ],
    );
  });
  afterEach(() => {
    cleanup();
    endSession();
    vi.restoreAllMocks();
  });

  const props = (type: 'lastCall' | 'lastMeeting') =>
    widgetProps({ type, record: { id: 42 }, definitionOverrides: { name: 'contact' } });

  it('shows the latest meeting’s start date and owner', async () => {
    meeting = {
      id: 3,
      object: 'appointment',
      subject: 'Kick-off',
      start_date: '2026-03-01T09:30:00',
      owner_name: 'Sam Sales',
    };
    renderPanel(LastMeetingWidget, props('lastMeeting'));
    expect(await screen.findByText('Last Meeting', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('Sam Sales', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('01/03/2026 09:30 am')).toBeTruthy();
    expect(screen.getByText('Kick-off')).toBeTruthy();
  });

  it('shows the empty texts when there is none', async () => {
    renderPanel(LastMeetingWidget, props('lastMeeting'));
    expect(await screen.findByText('There are no meetings scheduled to date', {}, WAIT)).toBeTruthy();
    cleanup();
    renderPanel(LastCallWidget, props('lastCall'));
    expect(await screen.findByText('Last Call', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('There are no calls placed to date', {}, WAIT)).toBeTruthy();
  });

  it('only logs a failure', async () => {
    failCalls = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel(LastCallWidget, props('lastCall'));
    expect(await screen.findByText('There are no calls placed to date', {}, WAIT)).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText('Broken')).toBeNull();
  });
});
