import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { apiDownload } from '../../app/api-client';
import { errorMessage } from '../../app/api-error';
import { useHcmTranslation } from './hcm-text';

const DAY = 'YYYY-MM-DD';

/** `/hcm/export-tpc`: a period's approved leave and changes, downloaded in the TPC file layout. */
export function ExportTpcPage() {
  const { t } = useHcmTranslation();
  const { message } = App.useApp();
  const [period, setPeriod] = useState<[Dayjs, Dayjs] | null>(() => [
    dayjs().startOf('month'),
    dayjs().endOf('month'),
  ]);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (!period) return;
    setBusy(true);
    try {
      const [from, to] = period.map((day) => day.format(DAY));
      const file = await apiDownload(`hcm/export-tpc?from=${from}&to=${to}`);
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.filename || `tpc-${from}-${to}.txt`;
      link.click();
      URL.revokeObjectURL(url);
      void message.success(t('hcm.exportTpc.downloaded', { name: link.download }));
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="atrium-hcm-export-tpc">
      <Typography.Title level={3}>{t('hcm.exportTpc.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('hcm.exportTpc.intro')}</Typography.Paragraph>
      <Form layout="inline" onFinish={() => void download()}>
        <Form.Item
          label={t('hcm.exportTpc.period')}
          help={period ? undefined : t('hcm.exportTpc.pickPeriod')}
        >
          <DatePicker.RangePicker
            value={period}
            onChange={(dates) => setPeriod(dates?.[0] && dates[1] ? [dates[0], dates[1]] : null)}
            allowClear={false}
          />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<DownloadOutlined />}
            loading={busy}
            disabled={!period}
          >
            {t('hcm.exportTpc.download')}
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
