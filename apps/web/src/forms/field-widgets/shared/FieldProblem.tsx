import { Typography } from 'antd';

/** A widget's own inline message about refused input (spec 001 §8), announced to screen readers. */
export function FieldProblem({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <Typography.Text type="danger" role="alert" className="atrium-field-problem">
      {message}
    </Typography.Text>
  );
}
