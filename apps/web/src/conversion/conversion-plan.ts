import {
  type Attribute,
  type ConversionRequest,
  type ConverterConfiguration,
  convertibleAttribute,
  FIELD_TYPE_SPECS,
  isRequired,
  type ObjectDefinition,
} from '@atrium/core';

/** What the person chose for one destination of the dialog. */
export interface DestinationChoice {
  include: boolean;
  action: 'create' | 'link';
  /** The existing record to link (link). */
  recordId: number | undefined;
  /** Values the person typed for the new record (create). */
  values: Record<string, unknown>;
}

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The values the mapping gives a new destination record from the source (and its constants). */
export function mappedValues(
  configuration: ConverterConfiguration,
  source: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...configuration.defaults };
  for (const pair of configuration.map) {
    if (filled(source[pair.source])) values[pair.destination] = source[pair.source];
  }
  return values;
}

/**
 * Required attributes of a new destination that nothing fills: not the mapping from this source, not
 * another destination of the conversion (included ones only), not a constant. The dialog asks for them.
 */
export function missingRequired(input: {
  configuration: ConverterConfiguration;
  destination: ObjectDefinition;
  source: Readonly<Record<string, unknown>>;
  includedObjects: ReadonlySet<string>;
}): Attribute[] {
  const { configuration, destination, source, includedObjects } = input;
  const mapped = mappedValues(configuration, source);
  const related = new Set(
    configuration.relations.filter((r) => includedObjects.has(r.object)).map((r) => r.destination),
  );
  return destination.attributes.filter(
    (attribute) =>
      isRequired(attribute) &&
      convertibleAttribute(destination, attribute.name) !== undefined &&
      FIELD_TYPE_SPECS[attribute.type].storage !== 'reference' &&
      !filled(mapped[attribute.name]) &&
      !related.has(attribute.name),
  );
}

/** Whether every included destination is ready: a linked one names its record, a created one has what it needs. */
export function readyToConvert(
  choices: ReadonlyMap<number, DestinationChoice>,
  missing: ReadonlyMap<number, readonly Attribute[]>,
): boolean {
  const included = [...choices].filter(([, choice]) => choice.include);
  if (included.length === 0) return false;
  return included.every(([id, choice]) =>
    choice.action === 'link'
      ? choice.recordId !== undefined
      : (missing.get(id) ?? []).every((attribute) => filled(choice.values[attribute.name])),
  );
}

/** The body of `POST converter-mapping/objects/{object}/{id}/convert` for the included destinations. */
export function conversionBody(choices: ReadonlyMap<number, DestinationChoice>): ConversionRequest {
  return {
    destinations: [...choices]
      .filter(([, choice]) => choice.include)
      .map(([configuration_id, choice]) =>
        choice.action === 'link'
          ? { configuration_id, action: 'link' as const, record_id: choice.recordId ?? 0 }
          : {
              configuration_id,
              action: 'create' as const,
              ...(Object.keys(choice.values).length > 0 ? { values: choice.values } : {}),
            },
      ),
  };
}

/** Every destination included and created, as the dialog opens. */
export function initialChoices(
  configurations: readonly ConverterConfiguration[],
): Map<number, DestinationChoice> {
  return new Map(
    configurations.map((c) => [
      c.configuration_id,
      { include: true, action: 'create', recordId: undefined, values: {} },
    ]),
  );
}
