import type { ObjectInput, RelationshipInput } from '@atrium/core';

/** The most signers a template lists, each a user account or a role: one approval step each. */
export const SIGNER_SLOTS = [1, 2, 3, 4] as const;

/** A signing request's states: Draft until sent, then In signing until the last signer or a decline. */
export const REQUEST_STATUSES = ['Draft', 'In signing', 'Signed', 'Declined'] as const;

export const DOC_TYPE_OBJECT = 'digisign_doc_type';
export const TEMPLATE_OBJECT = 'digisign_approval_template';
/** Named after the `syssign` entry's permission (`digisignSysSignature:view`), which lists them. */
export const REQUEST_OBJECT = 'digisign_sys_signature';

const text = (name: string, label: string, options: Record<string, unknown> = {}) => ({
  name,
  label,
  type: 'singleLine' as const,
  options,
});
const owned = { readOnly: true };

export const DOC_TYPE: ObjectInput = {
  name: DOC_TYPE_OBJECT,
  display_name: 'Document type',
  module: 'digisign',
  label_attribute: 'name',
  attributes: [
    text('name', 'Name', { required: true, searchable: true }),
    { name: 'description', label: 'Description', type: 'multiLine' },
  ],
};

/**
 * Signers are named in order: slot n holds a member's sign-in e-mail or a role's name (anyone holding
 * it signs), never both; the rules step checks them when the template is saved and when it is used.
 */
export const TEMPLATE: ObjectInput = {
  name: TEMPLATE_OBJECT,
  display_name: 'Approval template',
  module: 'digisign',
  label_attribute: 'name',
  attributes: [
    text('name', 'Name', { required: true, searchable: true }),
    ...SIGNER_SLOTS.flatMap((slot) => [
      {
        name: `signer_${slot}_user`,
        label: `Signer ${slot} (account e-mail)`,
        type: 'email' as const,
        options: { searchable: true },
      },
      text(`signer_${slot}_role`, `Signer ${slot} (role)`),
    ]),
  ],
};

/** Workflow widgets on the request's form, naming the package's workflow (the installer stores its id). */
const signingWorkflow = { workflowId: 'digisignRequest' };

export const SIGNING_REQUEST: ObjectInput = {
  name: REQUEST_OBJECT,
  display_name: 'Signing request',
  module: 'digisign',
  label_attribute: 'title',
  attributes: [
    text('title', 'Title', { required: true, searchable: true }),
    {
      name: 'status',
      label: 'Status',
      type: 'singleSelect',
      options: { readOnly: true, items: REQUEST_STATUSES.map((status) => ({ value: status, name: status })) },
    },
    text('document_name', 'Document', owned),
    // The user ids who may sign at each step: one account, or a role's holders when the request was sent.
    ...SIGNER_SLOTS.map((slot) => text(`signer_${slot}`, `Signer ${slot} (user ids)`, owned)),
    text('document_sha256', 'SHA-256 of the original', owned),
    { name: 'signed_upload', label: 'Signed document (file id)', type: 'numberField', options: owned },
    { name: 'signed_at', label: 'Signed at', type: 'datetimeField', options: owned },
    { name: 'decline_reason', label: 'Reason for declining', type: 'multiLine', options: owned },
    {
      name: 'workflow_status',
      label: 'Workflow status',
      type: 'workflowStatusSummary',
      options: signingWorkflow,
    },
    {
      name: 'workflow_timeline',
      label: 'Workflow timeline',
      type: 'workflowTimeline',
      options: signingWorkflow,
    },
  ],
};

export const DIGISIGN_OBJECTS: readonly ObjectInput[] = [DOC_TYPE, TEMPLATE, SIGNING_REQUEST];

const oneToMany = (parent: string, name: string, child: string, reverse: string): RelationshipInput => ({
  name,
  type: 'OneToMany',
  parent_object: parent,
  child_object: child,
  reverse_name: reverse,
  foreign_key: `${reverse}_id`,
});

export const DIGISIGN_RELATIONSHIPS: readonly RelationshipInput[] = [
  oneToMany(DOC_TYPE_OBJECT, 'doc_type_templates', TEMPLATE_OBJECT, 'document_type'),
  oneToMany(DOC_TYPE_OBJECT, 'doc_type_requests', REQUEST_OBJECT, 'document_type'),
  oneToMany(TEMPLATE_OBJECT, 'template_requests', REQUEST_OBJECT, 'template'),
];
