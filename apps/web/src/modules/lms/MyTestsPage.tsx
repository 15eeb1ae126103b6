import { type LmsCategory, type MyTestRow, myTestsResponseSchema } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../app/api-client';
import { errorMessage } from '../../app/api-error';
import { useSession } from '../../session/useSession';
import { LoadingBlock } from '../../ui/LoadingBlock';
import { useLmsTranslation } from './lms-text';
import { TestPaperView } from './TestPaperView';

interface MyTestsProps {
  category: LmsCategory;
  /** The entry's URL: a test opens at `{url}/{id}`. */
  url: string;
}

/** The result of my attempts at a test: passed, not passed, or not taken. */
function resultTag(row: MyTestRow, t: (key: string) => string) {
  if (row.passed) return <Tag color="green">{t('lms.myTests.passed')}</Tag>;
  if (row.bestScore === null) return <Tag>{t('lms.myTests.notTaken')}</Tag>;
  return <Tag color="red">{t('lms.myTests.notPassed')}</Tag>;
}

/**
 * `/lms/my-{category}-tests`: the category's published tests with my best score and whether I passed,
 * each with a button to take it; `/lms/my-{category}-tests/{id}` is the test's paper.
 */
function MyTests({ category, url }: MyTestsProps) {
  const { t } = useLmsTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { activeOrganization } = useSession();
  const tests = useQuery({
    queryKey: ['lms', 'my-tests', activeOrganization, category],
    queryFn: async () => myTestsResponseSchema.parse(await api.get('lms/my-tests', { query: { category } })),
  });
  // Due dates are calendar days: one before today's (the browser's) has passed.
  const today = new Date().toLocaleDateString('en-CA');
  const heading = t('lms.myTests.title', { category: t(`lms.categories.${category}`) });
  if (id !== undefined) return <TestPaperView testId={id} backTo={url} heading={heading} />;
  if (tests.isPending) return <LoadingBlock />;
  if (tests.error) return <Alert type="error" showIcon title={errorMessage(tests.error)} />;
  const columns = [
    { title: t('lms.myTests.test'), dataIndex: 'title' },
    {
      title: t('lms.myTests.due'),
      dataIndex: 'dueDate',
      render: (due: string | null, row: MyTestRow) => (
        <Space size="small">
          {due ?? '—'}
          {due !== null && due < today && !row.passed ? (
            <Tag color="red">{t('lms.myTests.overdue')}</Tag>
          ) : null}
        </Space>
      ),
    },
    { title: t('lms.myTests.questions'), dataIndex: 'questions' },
    { title: t('lms.myTests.passMark'), dataIndex: 'passMark', render: (mark: number) => `${mark}%` },
    {
      title: t('lms.myTests.best'),
      dataIndex: 'bestScore',
      render: (score: number | null) => (score === null ? '—' : `${score}%`),
    },
    {
      title: t('lms.myTests.result'),
      key: 'result',
      render: (_: unknown, row: MyTestRow) => resultTag(row, t),
    },
    {
      title: t('lms.myTests.attempts'),
      key: 'attempts',
      render: (_: unknown, row: MyTestRow) =>
        t('lms.myTests.attemptsOf', { used: row.attemptsUsed, allowed: row.attemptsAllowed }),
    },
    {
      title: '',
      key: 'take',
      render: (_: unknown, row: MyTestRow) =>
        row.closed ? (
          <Typography.Text type="secondary">{t('lms.myTests.closed')}</Typography.Text>
        ) : row.attemptsUsed >= row.attemptsAllowed ? (
          <Typography.Text type="secondary">{t('lms.myTests.noneLeft')}</Typography.Text>
        ) : (
          <Button
            type={row.attemptsUsed === 0 ? 'primary' : 'default'}
            aria-label={`${row.attemptsUsed === 0 ? t('lms.myTests.take') : t('lms.myTests.retake')}: ${row.title}`}
            onClick={() => void navigate(`${url}/${row.id}`)}
          >
            {row.attemptsUsed === 0 ? t('lms.myTests.take') : t('lms.myTests.retake')}
          </Button>
        ),
    },
  ];
  return (
    <section className="atrium-lms-my-tests">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Title level={3}>{heading}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('lms.myTests.intro')}</Typography.Paragraph>
        <Table<MyTestRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={tests.data.tests}
          pagination={false}
          locale={{ emptyText: t('lms.myTests.empty') }}
        />
      </Space>
    </section>
  );
}

export const MyComplianceTestsPage = () => <MyTests category="Compliance" url="/lms/my-compliance-tests" />;
export const MyQhseTestsPage = () => <MyTests category="QHSE" url="/lms/my-qhse-tests" />;
export const MyItTestsPage = () => <MyTests category="IT" url="/lms/my-it-tests" />;
export const MyHrTestsPage = () => <MyTests category="HR" url="/lms/my-hr-tests" />;
