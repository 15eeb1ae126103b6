import { dropRefusal, type FormNode, isLayoutType, type ObjectDefinition, walkNodes } from '@atrium/core';
import { AppError } from '../../platform/errors/app-error';

/**
 * Refuses (422, one entry per node) a body the designer could not have built: a node id used twice, a
 * node where the drop rules forbid it (decision 0007), or a field naming neither an attribute nor a
 * relationship of the object.
 */
export function requireValidBody(
  body: FormNode,
  definition: Pick<ObjectDefinition, 'name' | 'attributes' | 'relationships'>,
): void {
  const known = new Set([
    ...definition.attributes.map((attribute) => attribute.name),
    ...Object.values(definition.relationships).map((relationship) => relationship.name),
    ...Object.keys(definition.relationships),
  ]);
  const errors: Record<string, string[]> = {};
  const add = (node: FormNode, message: string) => {
    const key = `body.${node.id}`;
    errors[key] = [...(errors[key] ?? []), message];
  };
  const seen = new Set<string>();
  walkNodes(body, (node, parent) => {
    if (seen.has(node.id)) add(node, `The id '${node.id}' is used by more than one element.`);
    seen.add(node.id);
    const refusal = parent ? dropRefusal(parent, node) : undefined;
    if (refusal) add(node, refusal);
    if (!isLayoutType(node.type) && node.attributeName !== undefined && !known.has(node.attributeName)) {
      add(node, `'${node.attributeName}' is not an attribute of '${definition.name}'.`);
    }
  });
  if (Object.keys(errors).length > 0) {
    throw new AppError(
      'UNPROCESSABLE',
      'Some elements of the form are not valid; nothing was saved.',
      errors,
    );
  }
}
