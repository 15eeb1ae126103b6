import type { Attribute, ListAnswer, RecordData, SortEntry } from '@atrium/core';
import { Pagination, Table, type TableColumnsType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellValue } from '../../forms/field-widgets/shared/CellValue';
import { attributeLabel } from '../../i18n/metadata-labels';
import { FilterRowContext, HeadWithFilterRow } from './FilterRowContext';
import type { FilterInput, FilterRow } from './filter-row';
import { ResizableHeaderCell, type ResizableHeaderCellProps } from './ResizableHeaderCell';

export const PAGE_SIZES = [10, 20, 30, 50, 100];
const DEFAULT_WIDTH = 180;

interface RecordGridProps {
  columns: readonly Attribute[];
  list: ListAnswer | undefined;
  loading: boolean;
  page: number;
  pageSize: number;
  sorting: SortEntry | undefined;
  filters: FilterRow;
  onFilterChange: (column: string, input: FilterInput | undefined) => void;
  onSortChange: (sorting: SortEntry | undefined) => void;
  onPageChange: (page: number, pageSize: number) => void;
  onRowClick: (record: RecordData) => void;
}

const COMPONENTS = {
  header: { wrapper: HeadWithFilterRow, cell: ResizableHeaderCell },
};

/** The list's data grid: titles with sort and resize, a filter row, server-side paging and an overlay. */
export function RecordGrid(props: RecordGridProps) {
  const { t, i18n } = useTranslation();
  const { columns, list, loading, page, pageSize, sorting } = props;
  const [widths, setWidths] = useState<Record<string, number>>({});

  const tableColumns = useMemo<TableColumnsType<RecordData>>(
    () =>
      columns.map((attribute) => {
        const width = widths[attribute.name] ?? DEFAULT_WIDTH;
        return {
          key: attribute.name,
          dataIndex: attribute.name,
          title: attributeLabel(attribute, i18n.language),
          width,
          ellipsis: true,
          sorter: true,
          sortOrder:
            sorting?.columnName === attribute.name
              ? sorting.direction === 'asc'
                ? 'ascend'
                : 'descend'
              : null,
          render: (_value: unknown, record: RecordData) => (
            <CellValue attribute={attribute} record={record} />
          ),
          onHeaderCell: (): ResizableHeaderCellProps => ({
            width,
            resizeLabel: t('records.resizeColumn', { label: attributeLabel(attribute, i18n.language) }),
            onResize: (next) => setWidths((current) => ({ ...current, [attribute.name]: next })),
          }),
        };
      }),
    [columns, widths, sorting, t, i18n.language],
  );

  const filterContext = useMemo(
    () => ({ columns, row: props.filters, setInput: props.onFilterChange }),
    [columns, props.filters, props.onFilterChange],
  );
  const total = list?.total ?? 0;

  return (
    <FilterRowContext.Provider value={filterContext}>
      <Table<RecordData>
        rowKey="id"
        size="small"
        bordered
        tableLayout="fixed"
        columns={tableColumns}
        components={COMPONENTS}
        dataSource={list?.data ?? []}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(record) => ({ onClick: () => props.onRowClick(record), className: 'atrium-grid__row' })}
        onChange={(_pagination, _filters, sorter) => {
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<RecordData> | undefined;
          const column = typeof single?.columnKey === 'string' ? single.columnKey : undefined;
          props.onSortChange(
            column && single?.order
              ? { columnName: column, direction: single.order === 'ascend' ? 'asc' : 'desc' }
              : undefined,
          );
        }}
      />
      <Pagination
        className="atrium-grid__paging"
        current={page}
        pageSize={pageSize}
        total={total}
        disabled={loading}
        showSizeChanger
        pageSizeOptions={PAGE_SIZES}
        showTotal={(count) =>
          list?.total_is_estimate
            ? t('records.totalEstimate', { total: count })
            : t('records.total', { total: count })
        }
        onChange={props.onPageChange}
      />
    </FilterRowContext.Provider>
  );
}
