import { type AttemptResult, attemptResultSchema, testPaperSchema } from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Radio, Result, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api-client';
import { errorMessage } from '../../app/api-error';
import { useSession } from '../../session/useSession';
import { LoadingBlock } from '../../ui/LoadingBlock';
import { useLmsTranslation } from './lms-text';

interface TestPaperViewProps {
  /** The `:id` of the address, as written: the server says when it is not a test. */
  testId: string;
  /** The `my-*-tests` page to go back to. */
  backTo: string;
  heading: string;
}

/**
 * A test's paper, as the server gives it (never the correct options): one radio group per question,
 * submitted once, then the score the server marked.
 */
export function TestPaperView({ testId, backTo, heading }: TestPaperViewProps) {
  const { t } = useLmsTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { activeOrganization } = useSession();
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [result, setResult] = useState<AttemptResult | undefined>();
  const paper = useQuery({
    queryKey: ['lms', 'paper', activeOrganization, testId],
    queryFn: async () =>
      testPaperSchema.parse(await api.get(`lms/tests/${encodeURIComponent(testId)}/paper`)),
    retry: false,
  });
  const submit = useMutation({
    mutationFn: async () =>
      attemptResultSchema.parse(
        await api.post(`lms/tests/${encodeURIComponent(testId)}/attempts`, {
          answers: Object.entries(answers).map(([question, option]) => ({
            question: Number(question),
            option,
          })),
        }),
      ),
    onSuccess: async (answer) => {
      setResult(answer);
      await queryClient.invalidateQueries({ queryKey: ['lms', 'my-tests'] });
    },
  });
  const back = <Button onClick={() => void navigate(backTo)}>{t('lms.paper.back')}</Button>;
  // The result first: once the last attempt is used the paper is refused (422), should it be read again.
  if (result)
    return (
      <section className="atrium-lms-result">
        <Result
          status={result.passed ? 'success' : 'warning'}
          title={t('lms.paper.score', { score: result.score })}
          subTitle={
            <Space direction="vertical">
              <span>{result.passed ? t('lms.paper.passed') : t('lms.paper.failed')}</span>
              <span>
                {t('lms.paper.pointsOf', {
                  points: result.points,
                  total: result.totalPoints,
                  passMark: result.passMark,
                })}
              </span>
              <span>
                {t('lms.paper.attemptsLeft', { used: result.attemptsUsed, allowed: result.attemptsAllowed })}
              </span>
            </Space>
          }
          extra={back}
        />
      </section>
    );
  if (paper.isPending) return <LoadingBlock />;
  if (paper.error)
    return (
      <Space direction="vertical">
        <Alert
          type="error"
          showIcon
          title={t('lms.paper.notTakeable')}
          description={errorMessage(paper.error)}
        />
        {back}
      </Space>
    );
  const { test, questions } = paper.data;
  const unanswered = questions.filter((question) => answers[question.id] === undefined).length;
  const send = () => {
    if (unanswered === 0) return submit.mutate();
    modal.confirm({
      title: t('lms.paper.unanswered', { count: unanswered }),
      okText: t('lms.paper.confirm'),
      cancelText: t('lms.paper.cancel'),
      onOk: () => submit.mutate(),
    });
  };
  return (
    <section className="atrium-lms-paper">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{heading}</Typography.Text>
        <Typography.Title level={3}>{test.title}</Typography.Title>
        {test.description ? <Typography.Paragraph>{test.description}</Typography.Paragraph> : null}
        <Typography.Text>
          {t('lms.paper.about', {
            passMark: test.passMark,
            next: test.attemptsUsed + 1,
            allowed: test.attemptsAllowed,
          })}
        </Typography.Text>
        {questions.map((question, at) => {
          const labelId = `lms-question-${question.id}`;
          return (
            <Card
              key={question.id}
              size="small"
              title={t('lms.paper.question', { number: at + 1 })}
              extra={<Tag>{t('lms.paper.points', { count: question.points })}</Tag>}
            >
              <Typography.Paragraph id={labelId} strong>
                {question.text}
              </Typography.Paragraph>
              <Radio.Group
                aria-labelledby={labelId}
                value={answers[question.id]}
                onChange={(event) =>
                  setAnswers((now) => ({ ...now, [question.id]: String(event.target.value) }))
                }
              >
                <Space direction="vertical">
                  {question.options.map((option) => (
                    <Radio key={option.key} value={option.key}>
                      {option.text}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Card>
          );
        })}
        {submit.error ? <Alert type="error" showIcon title={errorMessage(submit.error)} /> : null}
        <Space>
          <Button type="primary" loading={submit.isPending} onClick={send}>
            {t('lms.paper.submit')}
          </Button>
          {back}
        </Space>
      </Space>
    </section>
  );
}
