import { ApartmentOutlined } from '@ant-design/icons';
import { Card, Empty } from 'antd';

/** What a workflow widget says when it has nothing to show: no workflow chosen, or an unsaved record. */
export function WorkflowNotice({ text }: { text: string }) {
  return (
    <Card size="small" className="atrium-workflow-notice">
      <Empty image={<ApartmentOutlined style={{ fontSize: 32 }} />} description={text} />
    </Card>
  );
}
