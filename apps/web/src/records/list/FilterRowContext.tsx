import type { Attribute } from '@atrium/core';
import { createContext, type HTMLAttributes, useContext } from 'react';
import { FilterCell } from './FilterCell';
import type { FilterInput, FilterRow } from './filter-row';

interface FilterRowContextValue {
  columns: readonly Attribute[];
  row: FilterRow;
  setInput: (column: string, input: FilterInput | undefined) => void;
}

export const FilterRowContext = createContext<FilterRowContextValue>({
  columns: [],
  row: {},
  setInput: () => undefined,
});

/**
 * The table head with a filter row under the column titles. A stable component reading context, so
 * typing into a filter does not remount the head and lose focus.
 */
export function HeadWithFilterRow({ children, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  const { columns, row, setInput } = useContext(FilterRowContext);
  return (
    <thead {...rest}>
      {children}
      <tr className="atrium-grid__filters">
        {columns.map((attribute) => (
          <th key={attribute.name} className="ant-table-cell">
            <FilterCell
              attribute={attribute}
              value={row[attribute.name]}
              onChange={(input) => setInput(attribute.name, input)}
            />
          </th>
        ))}
      </tr>
    </thead>
  );
}
