import { defaultFormBody, type FormDefinition } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { loadDefinitions } from '../metadata/metadata.repository';

/**
 * `options.generated` marks a form Atrium made with its object, which no administrator has laid out
 * yet. Its stored body is only what the object had then; it is served as the default layout of the
 * object's attributes now, so a new attribute or relation field appears without anyone publishing.
 */
export const GENERATED_OPTION = 'generated';

export const isGenerated = (form: Pick<FormDefinition, 'options'>) => form.options[GENERATED_OPTION] === true;

/** The forms with each generated one's body laid out from its object's current attributes. */
export async function withCurrentLayout(db: Db, forms: FormDefinition[]): Promise<FormDefinition[]> {
  const objects = [...new Set(forms.filter(isGenerated).map((form) => form.object))];
  if (objects.length === 0) return forms;
  const definitions = new Map((await loadDefinitions(db, objects)).map((found) => [found.name, found]));
  return forms.map((form) => {
    const definition = isGenerated(form) ? definitions.get(form.object) : undefined;
    if (!definition) return form;
    const fields = definition.attributes.map(({ name, type, id }) => ({ name, type, id }));
    return { ...form, body: defaultFormBody(fields) };
  });
}
