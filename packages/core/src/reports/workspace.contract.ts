import { z } from '../api/zod';

/** A workspace is a grid of this many columns; a card's x and width count them. */
export const WORKSPACE_COLUMNS = 12;
/** The lowest a card may sit, in rows: far past any screen, but bounded. */
export const WORKSPACE_MAX_ROW = 500;
export const WORKSPACE_MAX_HEIGHT = 20;
export const WORKSPACE_MIN_HEIGHT = 2;
export const WORKSPACE_MAX_CARDS = 40;

const id = z.number().int().positive();
const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} is a whole number.` })
    .int(`${label} is a whole number.`)
    .min(min, `${label} is at least ${min}.`)
    .max(max, `${label} is at most ${max}.`);

/** One chart card's place on the grid: its column and row, width and height. */
export const workspaceCardSchema = z
  .strictObject({
    chart: id,
    x: whole('x', 0, WORKSPACE_COLUMNS - 1),
    y: whole('y', 0, WORKSPACE_MAX_ROW),
    w: whole('w', 1, WORKSPACE_COLUMNS),
    h: whole('h', WORKSPACE_MIN_HEIGHT, WORKSPACE_MAX_HEIGHT),
  })
  .refine((card) => card.x + card.w <= WORKSPACE_COLUMNS, {
    message: `A card ends within the ${WORKSPACE_COLUMNS} columns (x + w ≤ ${WORKSPACE_COLUMNS}).`,
    path: ['w'],
  });
export type WorkspaceCard = z.infer<typeof workspaceCardSchema>;

export const workspaceLayoutSchema = z
  .array(workspaceCardSchema)
  .max(WORKSPACE_MAX_CARDS, `A workspace holds at most ${WORKSPACE_MAX_CARDS} charts.`)
  .refine((cards) => new Set(cards.map((card) => card.chart)).size === cards.length, {
    message: 'A chart is on a workspace once.',
  });

const name = z.string().trim().min(1, 'A name is required.').max(120, 'A name is at most 120 characters.');

/** Body of POST and PUT analytics/workspaces: the name and the whole layout, which replaces the old. */
export const workspaceInputSchema = z.strictObject({
  name,
  layout: workspaceLayoutSchema.default([]),
});
export type WorkspaceInput = z.input<typeof workspaceInputSchema>;
export type WorkspaceValue = z.infer<typeof workspaceInputSchema>;

export const workspaceSchema = z.object({
  id,
  name: z.string(),
  layout: z.array(workspaceCardSchema),
  updated_at: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceListSchema = z.object({ data: z.array(workspaceSchema) });

/** GET analytics/reports/grantees: whom a report may be shared with in the active organization. */
export const reportGranteesSchema = z.object({
  users: z.array(z.object({ id, name: z.string() })),
  roles: z.array(z.object({ id, name: z.string() })),
});
export type ReportGrantees = z.infer<typeof reportGranteesSchema>;
