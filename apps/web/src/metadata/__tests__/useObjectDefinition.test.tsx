import type { ObjectDefinition } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definitionClient } from '../definition-client';
import { useObjectDefinition } from '../useObjectDefinition';
import { definitionOf, storeDefinitions } from './definition-fixtures';

const server = vi.hoisted(() => ({
  fetchNames: async (_: string[]): Promise<{ data: ObjectDefinition[]; missing: string[] }> => ({
    data: [],
    missing: [],
  }),
}));

// The hook reads the app's client: here one over localStorage that asks `server` instead of the API.
vi.mock('../definition-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../definition-client')>();
  const { createLocalDefinitionStore } = await import('../definition-storage');
  return {
    ...actual,
    definitionClient: new actual.DefinitionClient(
      (names) => server.fetchNames(names),
      200,
      createLocalDefinitionStore(),
    ),
  };
});

function Version({ name }: { name: string }) {
  const { data } = useObjectDefinition(name);
  if (data === undefined) return <p>loading</p>;
  return <p>{data === null ? 'none' : `version ${data.version}`}</p>;
}

describe('useObjectDefinition', () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
    storeDefinitions({ account: definitionOf('account', 1) });
    server.fetchNames = async (names) => ({
      data: names.includes('account') ? [definitionOf('account', 2)] : [],
      missing: names.filter((name) => name !== 'account'),
    });
  });

  afterEach(() => {
    cleanup();
    definitionClient.clear();
    vi.useRealTimers();
    window.localStorage.clear();
  });

  const renderVersion = () =>
    render(
      <QueryClientProvider client={queryClient}>
        <Version name="account" />
      </QueryClientProvider>,
    );

  it('shows the stored definition at once and the server version once revalidated', async () => {
    renderVersion();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('version 1')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('version 2')).toBeTruthy();
  });

  it('does not show a replaced copy left in the query cache while no screen watched it', async () => {
    const first = renderVersion();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('version 1')).toBeTruthy();
    first.unmount();

    await act(() => vi.advanceTimersByTimeAsync(200));
    renderVersion();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('version 2')).toBeTruthy();
  });
});
