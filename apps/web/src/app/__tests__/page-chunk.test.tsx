import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageChunk } from '../page-chunk';

const chunkModule = { Page: ({ name }: { name: string }) => <p>Page of {name}</p> };

class ShowError extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error}</p> : this.props.children;
  }
}

function Host({ chunk, name }: { chunk: () => Promise<typeof chunkModule>; name: string }) {
  const { Page } = use(chunk());
  return <Page name={name} />;
}

function Fallback({ seen }: { seen: string[] }) {
  seen.push('fallback');
  return <p>Loading</p>;
}

describe('pageChunk', () => {
  afterEach(cleanup);

  it('renders a preloaded page in the first pass, never showing the fallback', async () => {
    const load = vi.fn(async () => chunkModule);
    const chunk = pageChunk(load);
    await chunk();
    const seen: string[] = [];
    render(
      <Suspense fallback={<Fallback seen={seen} />}>
        <Host chunk={chunk} name="contacts" />
      </Suspense>,
    );
    expect(screen.getByText('Page of contacts')).toBeTruthy();
    expect(seen).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends while the chunk is on its way, then shows the page', async () => {
    let arrive: (module: typeof chunkModule) => void = () => undefined;
    const chunk = pageChunk(() => new Promise<typeof chunkModule>((resolve) => (arrive = resolve)));
    // Rendered in an awaited act: React then hears of the chunk's arrival in this test environment.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Host chunk={chunk} name="accounts" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive(chunkModule));
    expect(await screen.findByText('Page of accounts')).toBeTruthy();
  });

  it('reports a failed fetch to the error boundary once, without fetching again on every render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async (): Promise<typeof chunkModule> => {
      throw new Error('chunk unreachable');
    });
    const chunk = pageChunk(load);
    await act(async () => {
      render(
        <ShowError>
          <Suspense fallback={<p>Loading</p>}>
            <Host chunk={chunk} name="leads" />
          </Suspense>
        </ShowError>,
      );
    });
    expect(await screen.findByText('Failed: chunk unreachable')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
