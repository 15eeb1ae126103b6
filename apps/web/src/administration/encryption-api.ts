import {
  type EncryptionStatus,
  encryptionStatusSchema,
  type ReEncryptAnswer,
  reEncryptAnswerSchema,
} from '@atrium/core';
import { api } from '../app/api-client';

/** The encryption keys calls of super admins (docs/api/administration.md, "Encryption keys"). */
export const encryptionApi = {
  status: async (): Promise<EncryptionStatus> =>
    encryptionStatusSchema.parse(await api.get('auth/superadmin/encryption')),
  /** Names the key the screen showed as current: the server refuses if a rotation happened since. */
  reEncrypt: async (keyId: string): Promise<ReEncryptAnswer> =>
    reEncryptAnswerSchema.parse(await api.post('auth/superadmin/encryption/re-encrypt', { key_id: keyId })),
};
