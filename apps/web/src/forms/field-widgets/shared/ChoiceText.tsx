import { Tag } from 'antd';
import { statusColor } from './status-colors';

/** A choice's label: a coloured chip when it reads as a status, plain text otherwise. */
export function ChoiceText({ label }: { label: string }) {
  const color = statusColor(label);
  return color === undefined ? <span>{label}</span> : <Tag color={color}>{label}</Tag>;
}
