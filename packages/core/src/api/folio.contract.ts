/** The latest call or meeting of a record, as the folio's Last Call and Last Meeting panels read it. */
export interface ActivitySummary {
  id: number;
  object: string;
  subject: string | null;
  start_date: string | null;
  owner_name: string | null;
}
