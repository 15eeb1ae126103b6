import type { ObjectDefinition } from '@atrium/core';
import { DEFINITION_STORAGE_FORMAT } from '../definition-storage';

/** A definition that passes `objectDefinitionSchema`. */
export function definitionOf(name: string, version = 1): ObjectDefinition {
  return {
    id: 1,
    name,
    display_name: name,
    module: 'crm',
    label_attribute: null,
    label_expression: null,
    api_endpoint: `r/crm/${name}`,
    has_versioning: false,
    has_ordering: false,
    attributes: [],
    relationships: {},
    version,
  };
}

/** Puts definitions in localStorage as an earlier page load would have left them. */
export function storeDefinitions(
  definitions: Record<string, unknown>,
  format = DEFINITION_STORAGE_FORMAT,
): void {
  window.localStorage.setItem('atrium.definitions', JSON.stringify({ format, definitions }));
}

function storedMap(): Record<string, unknown> {
  const raw = window.localStorage.getItem('atrium.definitions');
  if (raw === null) return {};
  const envelope: { definitions: Record<string, unknown> } = JSON.parse(raw);
  return envelope.definitions;
}

/** Stored names, oldest first. */
export const storedNames = (): string[] => Object.keys(storedMap());

export const storedDefinition = (name: string): unknown => storedMap()[name];
