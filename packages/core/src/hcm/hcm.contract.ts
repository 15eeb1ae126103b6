import { z } from '../api/zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date looks like 2026-12-31.');
const realDate = isoDate.refine(
  (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  'Not a real date.',
);

/** `GET hcm/my-leaves?month=YYYY-MM`: the month whose team calendar is shown (this month when left out). */
export const myLeavesQuerySchema = z.strictObject({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month looks like 2026-12.')
    .optional(),
});

export const leaveBalanceRowSchema = z.object({
  leaveTypeId: z.number(),
  leaveType: z.string(),
  year: z.number(),
  entitled: z.number(),
  taken: z.number(),
  /** Days of requests still waiting for a decision. */
  pending: z.number(),
  /** Entitled − taken − pending: what a new request may still take. */
  left: z.number(),
});

export const leaveRequestRowSchema = z.object({
  id: z.number(),
  reason: z.string(),
  leaveType: z.string(),
  from: isoDate,
  to: isoDate,
  days: z.number(),
  status: z.string(),
});

export const teamAbsenceSchema = leaveRequestRowSchema.extend({
  employee: z.string(),
  employeeId: z.number(),
});

/** The caller's own leave: their employee record, balances of the year, requests, and their team's absences. */
export const myLeavesResponseSchema = z.object({
  employee: z.object({ id: z.number(), name: z.string() }).nullable(),
  year: z.number(),
  month: z.string(),
  balances: z.array(leaveBalanceRowSchema),
  requests: z.array(leaveRequestRowSchema),
  /** Submitted and approved leave of the caller's team (same manager, their reports, themselves) in the month. */
  team: z.array(teamAbsenceSchema),
});
export type MyLeavesResponse = z.infer<typeof myLeavesResponseSchema>;

/** `GET hcm/my-requests`: the caller's HR requests. */
export const myHrRequestsResponseSchema = z.object({
  employee: z.object({ id: z.number(), name: z.string() }).nullable(),
  requests: z.array(
    z.object({ id: z.number(), subject: z.string(), kind: z.string(), status: z.string(), created: isoDate }),
  ),
});
export type MyHrRequestsResponse = z.infer<typeof myHrRequestsResponseSchema>;

/** `GET hcm/export-tpc?from&to`: the period of the export, both days included, at most a year. */
export const exportTpcQuerySchema = z
  .strictObject({ from: realDate, to: realDate })
  .refine((query) => query.from <= query.to, { message: 'The period ends before it starts.', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 366 * 86_400_000, {
    message: 'The period is at most a year.',
    path: ['to'],
  });
export type ExportTpcQuery = z.infer<typeof exportTpcQuerySchema>;
