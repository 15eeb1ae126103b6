import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { lazyPart } from '../shared/lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A chunk whose arrival the test decides: each call is one fetch of it. */
function controlledChunk() {
  const fetches: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        fetches.push({ resolve: () => resolve(Greeting), reject });
      }),
  );
  return { load, fetches };
}

describe('lazyPart', () => {
  afterEach(cleanup);

  it('shows the placeholder with the part’s props until the chunk arrives, then the part', async () => {
    const chunk = controlledChunk();
    const Part = lazyPart(chunk.load, ({ name }) => <p>Loading {name}</p>);
    render(<Part name="Ada" />);
    expect(screen.getByText('Loading Ada')).toBeTruthy();
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await act(async () => chunk.fetches[0]?.resolve());
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading Ada')).toBeNull();
  });

  it('fetches the chunk once for every instance', async () => {
    const chunk = controlledChunk();
    const Part = lazyPart(chunk.load, () => null);
    render(
      <>
        <Part name="one" />
        <Part name="two" />
      </>,
    );
    await act(async () => chunk.fetches[0]?.resolve());
    expect(await screen.findByText('Hello two')).toBeTruthy();
    expect(screen.getByText('Hello one')).toBeTruthy();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed chunk inside its field, and Try again fetches it anew', async () => {
    initI18n('en');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = controlledChunk();
    const Part = lazyPart(chunk.load, () => <p>Loading</p>);
    render(
      <main>
        <p>The rest of the form</p>
        <Part name="Grace" />
      </main>,
    );
    await act(async () => chunk.fetches[0]?.reject(new Error('Failed to fetch dynamically imported module')));
    expect(
      await screen.findByText(
        'This part of the form could not be loaded. Check the connection and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The rest of the form')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loading')).toBeTruthy();
    expect(chunk.load).toHaveBeenCalledTimes(2);
    await act(async () => chunk.fetches[1]?.resolve());
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
