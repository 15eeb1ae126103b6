import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { FilterCell } from '../FilterCell';

const account = { id: 3, name: 'account_id', label: 'Account', type: 'lookup' as const, options: {} };

describe('the filter cell of a lookup', () => {
  afterEach(cleanup);

  it('shows the record a chart filtered on, and removes the filter', () => {
    initI18n('en');
    const onChange = vi.fn();
    render(
      <FilterCell
        attribute={account}
        value={{ kind: 'lookup', id: 42, label: 'Acme' }}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('Acme')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Remove the filter on Account'));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('names the record by its id without a label, and offers nothing to type when there is no filter', () => {
    initI18n('en');
    const { rerender, container } = render(
      <FilterCell attribute={account} value={{ kind: 'lookup', id: 42 }} onChange={vi.fn()} />,
    );
    expect(screen.getByText('#42')).toBeTruthy();
    rerender(<FilterCell attribute={account} value={undefined} onChange={vi.fn()} />);
    expect(container.textContent).toBe('');
  });
});
