import { ATRIUM_VERSION, type ModulePackage, modulePackageSchema } from '@atrium/core';
import { type FormLayout, layoutBody } from '../crm/forms';
import {
  DIGISIGN_OBJECTS,
  DIGISIGN_RELATIONSHIPS,
  DOC_TYPE_OBJECT,
  REQUEST_OBJECT,
  SIGNER_SLOTS,
  TEMPLATE_OBJECT,
} from './digisign-objects';
import { translatedObject } from './digisign-translations';
import { SIGNING_WORKFLOW } from './digisign-workflow';

/** The demo template (Ada then Sam), made where the demo accounts are members. */
export const DIGISIGN_DEMO_STEP = 'digisign.demo-records';
/** The write pipeline step: templates' signers, the PDF rule, the signed PDF (digisign-rules.ts). */
export const DIGISIGN_RULES_STEP = 'digisign.rules';

function fieldsOf(objectName: string): { name: string; type: string }[] {
  const object = DIGISIGN_OBJECTS.find((candidate) => candidate.name === objectName);
  const own = (object?.attributes ?? []).map((attribute) => ({ name: attribute.name, type: attribute.type }));
  const related = DIGISIGN_RELATIONSHIPS.filter(
    (relationship) => relationship.child_object === objectName,
  ).map((relationship) => ({ name: relationship.foreign_key, type: 'lookup' }));
  return [...own, ...related];
}

const LAYOUTS: Record<string, FormLayout> = {
  [DOC_TYPE_OBJECT]: { left: ['name'], right: ['description'], sections: [] },
  [TEMPLATE_OBJECT]: {
    left: ['name', ...SIGNER_SLOTS.map((slot) => `signer_${slot}_user`)],
    right: ['document_type_id', ...SIGNER_SLOTS.map((slot) => `signer_${slot}_role`)],
    sections: [],
  },
  [REQUEST_OBJECT]: {
    left: ['title', 'document_type_id', 'template_id', 'document_name'],
    right: ['status', 'signed_at', 'signed_upload', 'document_sha256'],
    sections: [
      { id: 'section_signers', title: 'Signers', fields: SIGNER_SLOTS.map((slot) => `signer_${slot}`) },
      {
        id: 'section_workflow',
        title: 'Signing',
        fields: ['decline_reason', 'workflow_status', 'workflow_timeline'],
      },
    ],
  },
};

/** Everyone raises and signs requests and reads the masters. */
const MEMBER = [
  'module:digisign',
  'digisignSysSignature:view',
  'digisignSysSignature:create',
  // Signing moves the request's status: a signer writes it through the workflow.
  'digisignSysSignature:edit',
  'digisignDocType:view',
  'digisignApprovalTemplate:view',
];
const MASTERS = [DOC_TYPE_OBJECT, TEMPLATE_OBJECT].flatMap((object) => {
  const scope = object === DOC_TYPE_OBJECT ? 'digisignDocType' : 'digisignApprovalTemplate';
  return [`${scope}:create`, `${scope}:edit`, `${scope}:delete`, `${scope}:export`];
});

/**
 * Digital signature as a module package: document types and approval templates (its masters), and
 * signing requests that carry an uploaded PDF through the template's signers in order, each an
 * approval of the `digisignRequest` workflow; the last signature appends a signature page (signers,
 * decision times, the original's SHA-256) and keeps the signed PDF as a file of the request.
 */
export const DIGISIGN_PACKAGE: ModulePackage = modulePackageSchema.parse({
  format: 1,
  name: 'digisign',
  title: 'Digital signature',
  description:
    'Signing requests for PDF documents: document types, approval templates with ordered signers, and a signed PDF with a signature page.',
  // 1.1.0: a signer's decline must give its reason (reasonOnReject), on every screen, and nobody
  // signs two steps of one request (distinctApprovers). 1.2.0: the objects' English plural names.
  version: '1.2.0',
  atrium: ATRIUM_VERSION,
  objects: DIGISIGN_OBJECTS.map(translatedObject),
  relationships: DIGISIGN_RELATIONSHIPS,
  forms: Object.entries(LAYOUTS).map(([object, layout]) => ({
    object,
    layout: layoutBody(layout, fieldsOf(object)),
    rules: [],
  })),
  workflows: [SIGNING_WORKFLOW],
  navigation: [
    {
      key: 'syssign',
      label: 'Signatures',
      path: '/digisign/syssign',
      permission: 'digisignSysSignature:view',
    },
    { key: 'masters', label: 'Masters', path: '/digisign/masters', permission: 'digisignDocType:edit' },
    // The masters' lists (tabs of /digisign/masters), which bring their objects' permissions.
    {
      key: 'document-types',
      label: 'Document types',
      path: `/digisign/${DOC_TYPE_OBJECT}`,
      permission: 'digisignDocType:view',
    },
    {
      key: 'approval-templates',
      label: 'Approval templates',
      path: `/digisign/${TEMPLATE_OBJECT}`,
      permission: 'digisignApprovalTemplate:view',
    },
  ],
  roles: [
    {
      name: 'Employee',
      description: 'Every member: the user zone, raising and signing documents.',
      permissions: ['module:userzone', ...MEMBER],
    },
    {
      name: 'Administrator',
      description: 'Organization administrators: administration screens and every business module.',
      permissions: [...MEMBER, 'digisignSysSignature:export', ...MASTERS],
    },
  ],
  reference_data: [
    {
      object: DOC_TYPE_OBJECT,
      records: [
        { name: 'Contract', description: 'Agreements with customers, suppliers and partners.' },
        { name: 'Policy', description: 'Internal policies and their acknowledgements.' },
      ],
    },
  ],
  demo_data: { records: [], generator: DIGISIGN_DEMO_STEP },
  steps: [DIGISIGN_DEMO_STEP, DIGISIGN_RULES_STEP],
});
