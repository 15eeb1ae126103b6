import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

/** Tables of migration 0025 (print and export templates, printed documents), kept apart like reports'. */
export interface PrintTemplateTable {
  id: Generated<number>;
  org_id: number;
  object: string;
  name: string;
  body: string;
  header: string;
  footer: string;
  page_size: 'A4' | 'Letter';
  orientation: 'portrait' | 'landscape';
  language: 'en' | 'ar' | 'hi' | 'ur';
  direction: 'ltr' | 'rtl';
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface ExportTemplateTable {
  id: Generated<number>;
  org_id: number;
  object: string;
  name: string;
  columns: Json<string[]>;
  format: 'xlsx' | 'csv';
  created_at: CreatedAt;
}

export interface PrintDocumentTable {
  id: Generated<string>;
  org_id: number;
  user_id: number;
  object: string;
  record_id: number;
  template_id: number | null;
  file_name: string;
  path: string;
  created_at: CreatedAt;
}

export interface TemplateTables {
  print_templates: PrintTemplateTable;
  export_templates: ExportTemplateTable;
  print_documents: PrintDocumentTable;
}

export type PrintTemplateRow = Selectable<PrintTemplateTable>;
export type ExportTemplateRow = Selectable<ExportTemplateTable>;
