/**
 * Core's schemas of the session calls' answers, in a chunk of their own: zod and the contracts load
 * with the first session call or with a stored profile to check, not with the sign-in page.
 */
export {
  loginAnswerSchema,
  organizationsAnswerSchema,
  profileSchema,
} from '@atrium/core';
