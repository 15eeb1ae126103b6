import {
  type Attribute,
  FIELD_TYPE_SPECS,
  type FieldType,
  type LabelPart,
  labelPartsOf,
  type ObjectDefinition,
  objectTableName,
  type StorageKind,
} from '@atrium/core';

/** A stored attribute as the record layer uses it: its column(s) and how values are kept. */
export interface StoredField {
  name: string;
  label: string;
  type: FieldType;
  storage: Exclude<StorageKind, 'none'>;
  options: Record<string, unknown>;
  searchable: boolean;
  /** `isEncrypted` on a text attribute: its column holds ciphertext (record-encryption.ts). */
  encrypted: boolean;
  /** For a lookup: the parent object it points at. */
  references?: { object: string; table: string; label: LabelPart[] };
  /** For a polymorphic parent: the objects its parent may be (its Polymorphic relationships). */
  parentObjects?: string[];
}

export interface RecordModel {
  object: ObjectDefinition;
  table: string;
  fields: Map<string, StoredField>;
  /** Text columns global search looks in. */
  searchColumns: string[];
}

/** What the record layer needs to know of an object, derived once from its definition. */
export function buildRecordModel(
  object: ObjectDefinition,
  parents: Map<string, ObjectDefinition>,
): RecordModel {
  const fields = new Map<string, StoredField>();
  for (const attribute of object.attributes) {
    const field = storedField(object, attribute, parents);
    if (field) fields.set(field.name, field);
  }
  const searchColumns = [...fields.values()]
    .filter((field) => field.searchable && field.storage === 'text')
    .map((field) => field.name);
  return { object, table: objectTableName(object.name), fields, searchColumns };
}

function storedField(
  object: ObjectDefinition,
  attribute: Attribute,
  parents: Map<string, ObjectDefinition>,
): StoredField | undefined {
  const spec = FIELD_TYPE_SPECS[attribute.type];
  if (spec.storage === 'none') return undefined;
  const options = attribute.options ?? {};
  // Only text is encrypted (core refuses the option elsewhere); ciphertext cannot be searched.
  const encrypted = options.isEncrypted === true && spec.storage === 'text';
  const field: StoredField = {
    name: attribute.name,
    label: attribute.label,
    type: attribute.type,
    storage: spec.storage,
    options,
    // An attribute is searched when marked searchable, or, unmarked, when it is the record's label.
    searchable:
      !encrypted &&
      spec.searchable &&
      (options.searchable === true || object.label_attribute === attribute.name),
    encrypted,
  };
  if (spec.storage === 'polymorphicReference') {
    field.parentObjects = Object.values(object.relationships)
      .filter(
        (r) => r.type === 'Polymorphic' && r.child_object === object.name && r.foreign_key === attribute.name,
      )
      .map((r) => r.parent_object);
  }
  if (spec.storage === 'reference') {
    const relationship = Object.values(object.relationships).find(
      (r) => r.child_object === object.name && r.foreign_key === attribute.name,
    );
    const parent = relationship ? parents.get(relationship.parent_object) : undefined;
    if (parent) {
      // Only stored columns of the parent can make its label, and not encrypted ones: a label is read
      // in SQL, where only ciphertext is.
      const columns = new Set(
        parent.attributes
          .filter((a) => FIELD_TYPE_SPECS[a.type].storage !== 'none' && a.options?.isEncrypted !== true)
          .map((a) => a.name),
      );
      field.references = {
        object: parent.name,
        table: objectTableName(parent.name),
        label: labelPartsOf(parent, columns),
      };
    }
  }
  return field;
}

/** The parent objects a model's lookups point at, to load with it. */
export function referencedObjects(object: ObjectDefinition): string[] {
  return Object.values(object.relationships)
    .filter((r) => r.type === 'OneToMany' && r.child_object === object.name)
    .map((r) => r.parent_object);
}
