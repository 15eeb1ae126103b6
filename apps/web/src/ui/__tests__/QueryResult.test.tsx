import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { QueryResult } from '../QueryResult';

function Figures({ load }: { load: () => Promise<number[]> }) {
  const query = useQuery({ queryKey: ['figures'], queryFn: load, retry: false });
  return <QueryResult query={query}>{(figures) => <p>{figures.join(' + ')}</p>}</QueryResult>;
}

function draw(load: () => Promise<number[]>) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Figures load={load} />
    </QueryClientProvider>,
  );
}

describe('QueryResult', () => {
  beforeAll(() => {
    initI18n('en');
  });
  afterEach(cleanup);

  it('says it is loading until the data comes, then draws it', async () => {
    let answer: (figures: number[]) => void = () => {};
    draw(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status').textContent).toContain('Loading');
    answer([1, 2]);
    expect(await screen.findByText('1 + 2')).toBeTruthy();
  });

  it("shows the failure's reason with a retry button, which loads again", async () => {
    let calls = 0;
    draw(async () => {
      calls += 1;
      if (calls === 1) throw new Error('The reports are not reachable.');
      return [3];
    });
    expect(await screen.findByText('The reports are not reachable.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
