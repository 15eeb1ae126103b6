import type { RuleIssue } from '@atrium/core';
import { Alert } from 'antd';

/** Errors and warnings of a rule, as checkRules words them. */
export function IssueAlerts({ issues }: { issues: readonly RuleIssue[] }) {
  return issues.map((issue, index) => (
    <Alert
      // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every edit and two issues may read alike.
      key={index}
      type={issue.severity === 'error' ? 'error' : 'warning'}
      showIcon
      title={issue.message}
      style={{ marginBlockEnd: 8 }}
    />
  ));
}
