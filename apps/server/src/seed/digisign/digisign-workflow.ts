import {
  type ConditionGroup,
  type WorkflowDefinition,
  type WorkflowNode,
  type WorkflowTransition,
  workflowTranslationsFrom,
} from '@atrium/core';
import { REQUEST_OBJECT, SIGNER_SLOTS } from './digisign-objects';

export const SIGNING_WORKFLOW_NAME = 'digisignRequest';

/** The approval node of signer `slot`: whoever the rules step wrote into `signer_{slot}` signs. */
export const signerNode = (slot: number) => `signer${slot}`;

const hasSigner = (slot: number): ConditionGroup => ({
  title: `Signer ${slot} is named`,
  evalPattern: 'ALL_AND',
  conditions: [
    {
      id: 1,
      operandLeft: {
        type: 'ATTRIBUTE',
        data: {
          object: REQUEST_OBJECT,
          key: 'record',
          attributeName: `signer_${slot}`,
          attributeType: 'singleLine',
        },
      },
      operator: 'isNotEmpty',
    },
  ],
});

const setStatus = (id: string, label: string, status: string): WorkflowNode => ({
  id,
  label,
  kind: 'SET_FIELDS',
  values: { status: { kind: 'value', value: status } },
});

const signers: WorkflowNode[] = SIGNER_SLOTS.map((slot) => ({
  id: signerNode(slot),
  label: `Signer ${slot}`,
  kind: 'APPROVAL',
  approvers: [{ kind: 'field', field: `signer_${slot}` }],
  policy: { kind: 'any' },
  // A requester may be among the signers of their own document.
  allowSelfApproval: true,
  // A decline is kept with its reason, from the Signatures screen and the approvals inbox alike.
  reasonOnReject: true,
  // Each step is another person: one who signed an earlier step (holding two signers' roles) does not sign again.
  distinctApprovers: true,
}));

const link = (id: string, from: string, to: string, on: string, condition?: ConditionGroup) => ({
  id,
  from,
  to,
  on,
  ...(condition ? { condition } : {}),
});

/** After signer n signs: signer n+1 when the request names one, else the document is signed. */
const onwards: WorkflowTransition[] = SIGNER_SLOTS.flatMap((slot) => {
  const next = slot + 1;
  const toNext = SIGNER_SLOTS.some((candidate) => candidate === next)
    ? [link(`signed${slot}Next`, signerNode(slot), signerNode(next), 'approved', hasSigner(next))]
    : [];
  return [
    ...toNext,
    link(`signed${slot}Last`, signerNode(slot), 'signed', 'approved'),
    link(`declined${slot}`, signerNode(slot), 'declined', 'rejected'),
  ];
});

/**
 * A signing request (the digital signature package's): started by the Signatures screen once the PDF
 * is attached, it goes through the template's signers in order, each an approval; a decline ends it.
 * The rules step produces the signed PDF when the status turns Signed (digisign-rules.ts).
 */
export const SIGNING_WORKFLOW: WorkflowDefinition = {
  name: SIGNING_WORKFLOW_NAME,
  label: 'Signing request',
  object: REQUEST_OBJECT,
  start: { on: 'manual' },
  startNode: 'sent',
  nodes: [
    setStatus('sent', 'Sent for signing', 'In signing'),
    ...signers,
    setStatus('signed', 'Signed', 'Signed'),
    setStatus('declined', 'Declined', 'Declined'),
    { id: 'end', label: 'Closed', kind: 'END' },
  ],
  transitions: [
    link('toFirst', 'sent', signerNode(1), 'done'),
    ...onwards,
    link('closedSigned', 'signed', 'end', 'done'),
    link('closedDeclined', 'declined', 'end', 'done'),
  ],
  translations: workflowTranslationsFrom({
    label: ['طلب توقيع', 'हस्ताक्षर अनुरोध', 'دستخط کی درخواست'],
    'nodes.sent.label': ['أُرسل للتوقيع', 'हस्ताक्षर के लिए भेजा गया', 'دستخط کے لیے بھیجی گئی'],
    'nodes.signer1.label': ['الموقّع 1', 'हस्ताक्षरकर्ता 1', 'دستخط کنندہ 1'],
    'nodes.signer2.label': ['الموقّع 2', 'हस्ताक्षरकर्ता 2', 'دستخط کنندہ 2'],
    'nodes.signer3.label': ['الموقّع 3', 'हस्ताक्षरकर्ता 3', 'دستخط کنندہ 3'],
    'nodes.signer4.label': ['الموقّع 4', 'हस्ताक्षरकर्ता 4', 'دستخط کنندہ 4'],
    'nodes.signed.label': ['موقّع', 'हस्ताक्षरित', 'دستخط شدہ'],
    'nodes.declined.label': ['مرفوض', 'अस्वीकृत', 'مسترد'],
    'nodes.end.label': ['مغلق', 'बंद', 'بند'],
  }),
};
