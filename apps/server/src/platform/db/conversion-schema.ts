import type { AttributeMap, DestinationRelation } from '@atrium/core';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** Tables of migrations 0026 (conversion) and 0027 (static pages), kept apart from schema.ts like reports'. */
export interface ConverterMappingTable {
  id: Generated<number>;
  org_id: number;
  source_object: string;
  destination_object: string;
  group_title: string;
  title: string;
  position: number;
  map: Json<AttributeMap[]>;
  relations: Json<DestinationRelation[]>;
  defaults: Json<Record<string, string | number | boolean>>;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface RecordConversionTable {
  id: Generated<string>;
  org_id: number;
  source_object: string;
  /** bigint: text from node-postgres, a number from PGlite; read with Number(). */
  source_id: ColumnType<string | number, number, never>;
  destination_object: string;
  destination_id: ColumnType<string | number, number, never>;
  action: 'created' | 'linked';
  mapping_id: number | null;
  converted_by: number;
  converted_at: Timestamp;
}

export interface StaticPageTable {
  slug: string;
  locale: string;
  title: string;
  body: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface ConversionTables {
  converter_mappings: ConverterMappingTable;
  record_conversions: RecordConversionTable;
  static_pages: StaticPageTable;
}

export type ConverterMappingRow = Selectable<ConverterMappingTable>;
