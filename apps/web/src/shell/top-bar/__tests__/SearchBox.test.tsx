import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { SearchBox } from '../SearchBox';

function Address() {
  return <output>{useLocation().hash}</output>;
}

beforeEach(() => initI18n('en'));
afterEach(cleanup);

describe('the top-bar search', () => {
  it('keeps what a person typed when the page registers its search handler late, and writes it on Enter', () => {
    const view = render(
      <MemoryRouter initialEntries={['/crm/accounts']}>
        <SearchBox onSearch={undefined} />
        <Address />
      </MemoryRouter>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'acme' } });
    const onSearch = vi.fn();
    // The list page's chunk arrives and hands the top bar its handler.
    view.rerender(
      <MemoryRouter initialEntries={['/crm/accounts']}>
        <SearchBox onSearch={onSearch} />
        <Address />
      </MemoryRouter>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'acme');
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search' }), { key: 'Enter', keyCode: 13 });
    expect(screen.getByRole('status').textContent).toBe('#search/acme');
    expect(onSearch).toHaveBeenLastCalledWith('acme');
  });
});
