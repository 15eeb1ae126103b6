import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { MyLeavesResponse } from '@atrium/core';
import { Button, Space, Tag, Typography } from 'antd';
import { useHcmTranslation } from './hcm-text';

type Absence = MyLeavesResponse['team'][number];

const DAY = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;

/** `2026-12` moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, number - 1 + delta, 1));
  return moved.toISOString().slice(0, 7);
}

/**
 * A month grid, weeks from Monday, each day listing who of the team is away (approved leave solid,
 * submitted leave dashed). Weekends are shaded: leave counts only working days.
 */
export function TeamCalendar({
  month,
  absences,
  onMonth,
}: {
  month: string;
  absences: readonly Absence[];
  onMonth: (month: string) => void;
}) {
  const { t, i18n } = useHcmTranslation();
  // The arrows point the way the month moves on the page: previous is to the right in a right-to-left one.
  const rtl = i18n.dir() === 'rtl';
  const [year, number] = month.split('-').map(Number) as [number, number];
  const first = Date.UTC(year, number - 1, 1) / DAY;
  const length = new Date(Date.UTC(year, number, 0)).getUTCDate();
  // Monday is column 0.
  const lead = (new Date(first * DAY).getUTCDay() + 6) % 7;
  const cells: (number | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, index) => first + index),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  const headers = Array.from({ length: 7 }, (_, index) =>
    weekday.format(new Date(Date.UTC(2024, 0, 1 + index))),
  );
  const title = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(first * DAY));
  const awayOn = (day: number) =>
    absences.filter((absence) => dayOf(absence.from) <= day && day <= dayOf(absence.to));

  return (
    <section className="atrium-hcm-calendar" aria-label={t('hcm.myLeaves.calendar')}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('hcm.myLeaves.calendar')}
        </Typography.Title>
        <Space>
          <Button
            aria-label={t('hcm.myLeaves.previous')}
            icon={rtl ? <RightOutlined /> : <LeftOutlined />}
            onClick={() => onMonth(shiftMonth(month, -1))}
          />
          <Typography.Text strong data-testid="calendar-month">
            {title}
          </Typography.Text>
          <Button
            aria-label={t('hcm.myLeaves.next')}
            icon={rtl ? <LeftOutlined /> : <RightOutlined />}
            onClick={() => onMonth(shiftMonth(month, 1))}
          />
        </Space>
      </Space>
      <table
        className="atrium-hcm-calendar-grid"
        style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}
      >
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" style={{ padding: 4, textAlign: 'start' }}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((day) => day !== null) ?? 0}>
              {week.map((day, column) => (
                <td
                  key={day ?? `empty-${column}`}
                  style={{
                    verticalAlign: 'top',
                    height: 72,
                    padding: 4,
                    border: '1px solid rgba(5, 5, 5, 0.06)',
                    background: column >= 5 ? 'rgba(0, 0, 0, 0.03)' : undefined,
                  }}
                >
                  {day === null ? null : (
                    <>
                      <Typography.Text type="secondary">{day - first + 1}</Typography.Text>
                      {awayOn(day).map((absence) => (
                        <div key={absence.id}>
                          <Tag
                            color={absence.status === 'Approved' ? 'blue' : 'gold'}
                            title={`${absence.employee} · ${absence.leaveType} · ${absence.status}`}
                            style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
                          >
                            {absence.employee}
                          </Tag>
                        </div>
                      ))}
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {absences.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('hcm.myLeaves.noAbsences')}</Typography.Paragraph>
      ) : null}
    </section>
  );
}
