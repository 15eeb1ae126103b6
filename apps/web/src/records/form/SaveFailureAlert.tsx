import { Alert } from 'antd';
import { SanitizedHtml } from '../../forms/field-widgets/shared/SanitizedHtml';
import type { SaveFailure } from './save-failure';

/** The danger alert of a failed save or delete (spec 001 §8). */
export function SaveFailureAlert({ failure, onClose }: { failure: SaveFailure; onClose: () => void }) {
  const list = failure.messages.length ? (
    <ul className="atrium-record-form__messages">
      {failure.messages.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  ) : null;
  return (
    <Alert
      type="error"
      showIcon
      closable={{ onClose }}
      className="atrium-record-form__alert"
      title={failure.kind === 'html' ? <SanitizedHtml html={failure.html} /> : list}
      {...(failure.kind === 'html' && list ? { description: list } : {})}
    />
  );
}
