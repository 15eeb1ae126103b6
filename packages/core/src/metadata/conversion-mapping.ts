import type { AttributeMap, DestinationRelation } from '../api/conversion.contract';
import type { StorageKind } from '../field-types/field-type-definition';
import { validateRecordValues } from '../validation/validate-record-values';
import { FIELD_TYPE_SPECS, type FieldType } from './field-types';
import type { Attribute, ObjectDefinition } from './object-definition';

/** Types whose value cannot be carried to another record: files stay with their record, numbers are drawn anew. */
const NOT_CONVERTED: ReadonlySet<FieldType> = new Set([
  'multipleFileUpload',
  'multipleFileUploads',
  'sequence',
]);

/** Lists of choices store the same JSON array and may be converted into one another. */
const CHOICE_LISTS: ReadonlySet<FieldType> = new Set(['multiSelect', 'tagSelect', 'dragDropSelect']);

/** Per source storage, the destination storages that hold its value without loss of meaning. */
const WIDENS_TO: Partial<Record<StorageKind, readonly StorageKind[]>> = {
  text: ['text'],
  integer: ['integer', 'decimal', 'text'],
  decimal: ['decimal', 'text'],
  boolean: ['boolean'],
  date: ['date', 'datetime'],
  datetime: ['datetime'],
  time: ['time'],
  reference: ['reference'],
};

/** The parent object a lookup attribute points at (its OneToMany relationship), if it is one. */
export function lookupTarget(object: ObjectDefinition, attribute: string): string | undefined {
  return Object.values(object.relationships).find(
    (r) => r.type === 'OneToMany' && r.child_object === object.name && r.foreign_key === attribute,
  )?.parent_object;
}

/** An attribute a conversion can read or fill: stored, and not one of the types that stay behind. */
export function convertibleAttribute(object: ObjectDefinition, name: string): Attribute | undefined {
  const attribute = object.attributes.find((a) => a.name === name);
  if (!attribute || NOT_CONVERTED.has(attribute.type)) return undefined;
  const storage = FIELD_TYPE_SPECS[attribute.type].storage;
  return storage === 'none' || storage === 'polymorphicReference' ? undefined : attribute;
}

/** Whether a source attribute's value can be written into a destination attribute. */
export function attributesCompatible(
  source: { object: ObjectDefinition; attribute: Attribute },
  destination: { object: ObjectDefinition; attribute: Attribute },
): boolean {
  const from = FIELD_TYPE_SPECS[source.attribute.type].storage;
  const to = FIELD_TYPE_SPECS[destination.attribute.type].storage;
  if (from === 'json' || to === 'json') {
    const same = source.attribute.type === destination.attribute.type;
    return same || (CHOICE_LISTS.has(source.attribute.type) && CHOICE_LISTS.has(destination.attribute.type));
  }
  if (!(WIDENS_TO[from] ?? []).includes(to)) return false;
  if (from !== 'reference') return true;
  const target = lookupTarget(source.object, source.attribute.name);
  return target !== undefined && target === lookupTarget(destination.object, destination.attribute.name);
}

/** The destination attributes a source attribute may be mapped to, for the mapping editor's choices. */
export function compatibleDestinations(
  source: ObjectDefinition,
  attribute: string,
  destination: ObjectDefinition,
): Attribute[] {
  const from = convertibleAttribute(source, attribute);
  if (!from) return [];
  return destination.attributes.filter((candidate) => {
    const to = convertibleAttribute(destination, candidate.name);
    return (
      to !== undefined &&
      attributesCompatible({ object: source, attribute: from }, { object: destination, attribute: to })
    );
  });
}

export interface MappingShape {
  map: readonly AttributeMap[];
  relations: readonly DestinationRelation[];
  defaults: Readonly<Record<string, unknown>>;
}

/**
 * What is wrong with a mapping between two objects, per path of the mapping (`map.2.destination`):
 * unknown attributes, types that cannot hold the value, a destination filled twice. Empty when it fits.
 * The server refuses such a mapping on save and a conversion whose mapping no longer fits.
 */
export function mappingProblems(
  source: ObjectDefinition,
  destination: ObjectDefinition,
  mapping: MappingShape,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (path: string, message: string) => {
    problems[path] = [...(problems[path] ?? []), message];
  };
  const filled = new Set<string>();
  const fill = (path: string, name: string) => {
    if (filled.has(name)) add(path, `${destination.display_name}'s '${name}' is filled more than once.`);
    filled.add(name);
  };
  mapping.map.forEach((pair, index) => {
    const from = convertibleAttribute(source, pair.source);
    const to = convertibleAttribute(destination, pair.destination);
    if (!from)
      add(
        `map.${index}.source`,
        `${source.display_name} has no attribute '${pair.source}' that can be converted.`,
      );
    if (!to)
      add(
        `map.${index}.destination`,
        `${destination.display_name} has no attribute '${pair.destination}' that can be filled.`,
      );
    if (from && to) {
      if (!attributesCompatible({ object: source, attribute: from }, { object: destination, attribute: to }))
        add(
          `map.${index}.destination`,
          `${source.display_name}'s '${from.label}' (${from.type}) cannot be converted into ${destination.display_name}'s '${to.label}' (${to.type}).`,
        );
      fill(`map.${index}.destination`, to.name);
    }
  });
  mapping.relations.forEach((relation, index) => {
    const target = lookupTarget(destination, relation.destination);
    if (target === undefined)
      add(
        `relations.${index}.destination`,
        `${destination.display_name} has no lookup '${relation.destination}'.`,
      );
    else if (target !== relation.object)
      add(
        `relations.${index}.object`,
        `${destination.display_name}'s '${relation.destination}' points at ${target}, not ${relation.object}.`,
      );
    else fill(`relations.${index}.destination`, relation.destination);
  });
  const fillable: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(mapping.defaults)) {
    if (!convertibleAttribute(destination, name))
      add(`defaults.${name}`, `${destination.display_name} has no attribute '${name}' that can be filled.`);
    else {
      fill(`defaults.${name}`, name);
      fillable[name] = value;
    }
  }
  // A constant is judged as a write of it would be (a select holds one of its options, a number is a
  // number), so a wrong one is refused when the mapping is saved, not at each conversion.
  const judged = validateRecordValues({
    definition: destination,
    values: fillable,
    mode: 'update',
    previous: {},
  });
  for (const [name, messages] of Object.entries(judged.errors))
    for (const message of messages) add(`defaults.${name}`, message);
  return problems;
}

/** The problems of a mapping as sentences, for a refusal or the configuration list. */
export function problemMessages(problems: Record<string, string[]>): string[] {
  return Object.values(problems).flat();
}
