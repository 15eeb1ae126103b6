import type { DigisignRequestSummary, DigisignStep } from '@atrium/core';
import { Space, Tag, Typography } from 'antd';
import { useDigisignTranslation } from './digisign-text';

const COLORS: Record<DigisignStep['state'], string> = {
  signed: 'green',
  declined: 'red',
  pending: 'gold',
  waiting: 'default',
};

/** A request's signers in order: who signed, who declined, whom it waits for, who comes after. */
export function SigningProgress({ request }: { request: DigisignRequestSummary }) {
  const { t } = useDigisignTranslation();
  const signed = request.steps.filter((step) => step.state === 'signed').length;
  const text = (step: DigisignStep) => {
    const names = step.signers.map((signer) => signer.name).join(', ');
    if (step.state === 'signed')
      return t('digisign.signatures.stepSigned', { name: step.decided_by ?? names });
    if (step.state === 'declined')
      return t('digisign.signatures.stepDeclined', { name: step.decided_by ?? names });
    if (step.state === 'pending') return t('digisign.signatures.stepPending', { names });
    return t('digisign.signatures.stepWaiting', { names });
  };
  return (
    <Space direction="vertical" size={2}>
      <Typography.Text type="secondary">
        {t('digisign.signatures.signedCount', { signed, total: request.steps.length })}
      </Typography.Text>
      <Space size={[4, 4]} wrap>
        {request.steps.map((step) => (
          <Tag key={step.slot} color={COLORS[step.state]} data-state={step.state}>
            {step.slot}. {text(step)}
          </Tag>
        ))}
      </Space>
      {request.decline_reason ? (
        <Typography.Text type="danger">
          {t('digisign.signatures.declinedBecause', { reason: request.decline_reason })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
