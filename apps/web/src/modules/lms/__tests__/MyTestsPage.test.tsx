import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '../../../i18n/i18n';
import { connectApiSession } from '../../../session/connect-api-session';
import { clearLocalSession } from '../../../session/session-actions';
import { sessionStore } from '../../../session/session-store';
import { MyItTestsPage } from '../MyTestsPage';

const fetchMock = vi.fn<typeof fetch>();

const TEST = {
  id: 7,
  title: 'Security awareness',
  description: 'Passwords and phishing.',
  category: 'IT',
  passMark: 70,
  dueDate: '2026-12-31',
  closed: false,
  questions: 2,
  attemptsAllowed: 3,
  attemptsUsed: 0,
  bestScore: null,
  passed: false,
};
const PAPER = {
  test: TEST,
  questions: [
    {
      id: 11,
      text: 'Which password is the strongest?',
      points: 1,
      options: [
        { key: 'A', text: 'password123' },
        { key: 'B', text: 'a long passphrase' },
      ],
    },
    {
      id: 12,
      text: 'What do you do when you leave your desk?',
      points: 1,
      options: [
        { key: 'A', text: 'Lock the screen' },
        { key: 'B', text: 'Leave it open' },
      ],
    },
  ],
};
const RESULT = {
  id: 1,
  testId: 7,
  score: 50,
  points: 1,
  totalPoints: 2,
  passMark: 70,
  passed: false,
  submittedAt: '2026-11-28T10:00:00.000Z',
  attemptsUsed: 1,
  attemptsAllowed: 3,
};

/** jsdom has no matchMedia; Ant Design's table asks it for the screen's breakpoints. */
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

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/lms/my-it-tests" element={<MyItTestsPage />} />
            <Route path="/lms/my-it-tests/:id" element={<MyItTestsPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('my tests and the paper', () => {
  beforeEach(() => {
    initI18n('en');
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('matchMedia', matchMedia);
    connectApiSession();
    sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 1 });
    fetchMock.mockImplementation(async (url, init) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      if (path.endsWith('/lms/my-tests'))
        return json({
          tests: [TEST, { ...TEST, id: 8, title: 'Old policy', dueDate: '2020-01-31', closed: true }],
        });
      if (path.endsWith('/lms/tests/7/paper')) return json(PAPER);
      if (path.endsWith('/lms/tests/7/attempts') && init?.method === 'POST') return json(RESULT, 201);
      return json({ statusCode: 404, message: 'Not here.' }, 404);
    });
  });

  afterEach(async () => {
    cleanup();
    clearLocalSession();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    await switchLanguage('en');
  });

  it('lists the published tests of the category with my result and a button to take each', async () => {
    renderAt('/lms/my-it-tests');
    const row = (await screen.findByText('Security awareness')).closest('tr');
    if (!row) throw new Error('The test has its row.');
    expect(within(row).getByText('Not taken')).toBeTruthy();
    expect(within(row).getByText('0 of 3')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Take the test: Security awareness' })).toBeTruthy();
    expect(within(row).queryByText('Overdue')).toBeNull();
  });

  it('marks a test whose due date has passed, not passed yet, as overdue and closed', async () => {
    renderAt('/lms/my-it-tests');
    const row = (await screen.findByText('Old policy')).closest('tr');
    if (!row) throw new Error('The test has its row.');
    expect(within(row).getByText('Overdue')).toBeTruthy();
    // The server says it is closed: no button to take it, the reason instead.
    expect(within(row).getByText('Closed: the due date has passed')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('shows the paper as radio groups, sends the chosen options and shows the score the server gave', async () => {
    renderAt('/lms/my-it-tests/7');
    const groups = await screen.findAllByRole('radiogroup');
    expect(groups).toHaveLength(2);
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Which password is the strongest?' })).getByLabelText(
        'a long passphrase',
      ),
    );
    fireEvent.click(
      within(
        screen.getByRole('radiogroup', { name: 'What do you do when you leave your desk?' }),
      ).getByLabelText('Leave it open'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit my answers' }));
    expect(await screen.findByText('You scored 50%')).toBeTruthy();
    expect(screen.getByText('You did not pass this time.')).toBeTruthy();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      answers: [
        { question: 11, option: 'B' },
        { question: 12, option: 'B' },
      ],
    });
  });

  it('speaks Arabic', async () => {
    await switchLanguage('ar');
    renderAt('/lms/my-it-tests');
    expect(await screen.findByRole('heading', { name: 'اختباراتي في تقنية المعلومات' })).toBeTruthy();
    expect(screen.getAllByText('لم يُؤدَّ')).toHaveLength(2);
    expect(screen.getByText('متأخر')).toBeTruthy();
  });
});
