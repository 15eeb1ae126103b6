import { z } from '../api/zod';

/** The digital signature package's calls (docs/api/digisign.md): what the Signatures screen reads and sends. */

export const DIGISIGN_STATUSES = ['Draft', 'In signing', 'Signed', 'Declined'] as const;
export type DigisignStatus = (typeof DIGISIGN_STATUSES)[number];

export const DIGISIGN_LIST_SCOPES = ['to-sign', 'mine'] as const;
export type DigisignListScope = (typeof DIGISIGN_LIST_SCOPES)[number];

export const digisignListQuerySchema = z.strictObject({
  scope: z.enum(DIGISIGN_LIST_SCOPES, { error: "scope is 'to-sign' or 'mine'." }),
});

/** Signing: a comment is optional. */
export const digisignSignBodySchema = z.strictObject({
  comment: z.string().trim().max(2000, 'A comment is at most 2000 characters.').optional(),
});

/** Declining: the reason is required, the requester reads it. */
export const digisignDeclineBodySchema = z.strictObject({
  comment: z
    .string({ error: 'Say why you decline: the requester reads it.' })
    .trim()
    .min(1, 'Say why you decline: the requester reads it.')
    .max(2000, 'A comment is at most 2000 characters.'),
});

/** The text fields of a new request's multipart body, beside its one file part (`document`). */
export const digisignNewRequestFieldsSchema = z.strictObject({
  title: z
    .string({ error: 'Give the request a title.' })
    .trim()
    .min(1, 'Give the request a title.')
    .max(200, 'A title is at most 200 characters.'),
  template_id: z
    .string({ error: 'Choose the approval template.' })
    .regex(/^[1-9][0-9]{0,15}$/, 'template_id must be a whole number such as 12.')
    .transform(Number),
  document_type_id: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'document_type_id must be a whole number such as 12.')
    .transform(Number)
    .optional(),
});

export interface DigisignFile {
  /** An upload id: `GET uploads/{id}/download`. */
  id: number;
  name: string;
}

/** One step of a request: who may sign it and what happened. */
export interface DigisignStep {
  slot: number;
  /** The account, or the role's holders, who may sign this step. */
  signers: { id: number; name: string }[];
  state: 'waiting' | 'pending' | 'signed' | 'declined';
  /** Who decided, when and with what comment. */
  decided_by: string | null;
  decided_at: string | null;
  comment: string | null;
}

export interface DigisignRequestSummary {
  id: number;
  title: string;
  status: DigisignStatus;
  document_type: string | null;
  template: string | null;
  requester: string;
  created_at: string;
  document: DigisignFile | null;
  signed_document: DigisignFile | null;
  document_sha256: string | null;
  decline_reason: string | null;
  steps: DigisignStep[];
  /** Whether the caller signs the current step. */
  my_turn: boolean;
}

export interface DigisignChoices {
  document_types: { id: number; name: string }[];
  templates: { id: number; name: string; document_type_id: number | null }[];
}
