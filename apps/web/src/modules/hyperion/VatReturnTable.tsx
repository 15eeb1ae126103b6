import type { VatReturn } from '@atrium/core';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { useHyperionTranslation } from './hyperion-text';
import { useMoneyFormat, usePercentFormat } from './useMoneyFormat';

/** A VAT return: output tax, input tax and the net payable, then each tax code's net amount and tax. */
export function VatReturnTable({ report, testId }: { report: VatReturn; testId: string }) {
  const { t } = useHyperionTranslation();
  const money = useMoneyFormat();
  const percent = usePercentFormat();
  const figures = [
    ['outputTax', report.outputTax],
    ['inputTax', report.inputTax],
    ['netPayable', report.netPayable],
  ] as const;
  return (
    <div data-testid={testId}>
      <Row gutter={[16, 16]} style={{ marginBlockEnd: 16 }}>
        {figures.map(([key, value]) => (
          <Col key={key} xs={24} md={8}>
            <Card data-testid={`${testId}-${key}`}>
              <Statistic title={t(`hyperion.vat.${key}`)} value={money(value)} />
            </Card>
          </Col>
        ))}
      </Row>
      <Table
        size="small"
        rowKey={(line) => `${line.direction} ${line.code}`}
        pagination={false}
        dataSource={report.lines}
        columns={[
          { title: t('hyperion.vat.code'), dataIndex: 'code' },
          { title: t('hyperion.vat.name'), dataIndex: 'name' },
          {
            title: t('hyperion.vat.direction'),
            dataIndex: 'direction',
            render: (direction: 'Output' | 'Input') => t(`hyperion.vat.${direction}`),
          },
          { title: t('hyperion.vat.rate'), dataIndex: 'rate', align: 'end', render: percent },
          { title: t('hyperion.vat.lines'), dataIndex: 'lines', align: 'end' },
          { title: t('hyperion.vat.net'), dataIndex: 'net', align: 'end', render: money },
          { title: t('hyperion.vat.tax'), dataIndex: 'tax', align: 'end', render: money },
        ]}
      />
    </div>
  );
}
