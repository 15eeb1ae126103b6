import type { WorkflowDefinition, WorkflowIssue } from '@atrium/core';
import { Alert, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface IssuesListProps {
  definition: WorkflowDefinition;
  issues: readonly WorkflowIssue[];
  /** The reasons the server gave for refusing a publish, by node id (or `definition`). */
  refused: Readonly<Record<string, string[]>> | undefined;
  onOpen: (nodeId: string) => void;
}

/** Everything validation finds, as one edits, by node; a click selects the node it concerns. */
export function IssuesList({ definition, issues, refused, onOpen }: IssuesListProps) {
  const { t } = useTranslation();
  const labelOf = (id: string | null) =>
    id === null
      ? t('workflowDesigner.issues.definition')
      : (definition.nodes.find((node) => node.id === id)?.label ?? id);
  return (
    <div data-testid="wf-issues">
      {refused ? (
        <Alert
          type="error"
          showIcon
          data-testid="wf-publish-refused"
          title={t('workflowDesigner.publish.refused')}
          description={
            <ul>
              {Object.entries(refused).flatMap(([id, messages]) =>
                messages.map((message) => (
                  <li key={`${id}:${message}`}>
                    <strong>{id === 'definition' ? labelOf(null) : labelOf(id)}</strong>: {message}
                  </li>
                )),
              )}
            </ul>
          }
        />
      ) : null}
      <List
        size="small"
        locale={{ emptyText: t('workflowDesigner.issues.none') }}
        dataSource={[...issues]}
        renderItem={(issue) => (
          <List.Item
            className="atrium-wf-issue"
            onClick={issue.nodeId ? () => onOpen(issue.nodeId ?? '') : undefined}
            style={issue.nodeId ? { cursor: 'pointer' } : undefined}
          >
            <Tag color={issue.severity === 'error' ? 'red' : 'orange'}>
              {t(`workflowDesigner.issues.${issue.severity}`)}
            </Tag>
            <Typography.Text strong>{labelOf(issue.nodeId)}</Typography.Text>
            <Typography.Text>{issue.message}</Typography.Text>
          </List.Item>
        )}
      />
    </div>
  );
}
