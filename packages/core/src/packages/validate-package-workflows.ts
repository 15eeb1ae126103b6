import type { RuleAttribute } from '../rules/compile-state';
import { workflowDefinitionSchema } from '../workflow/workflow-definition';
import { validateWorkflow } from '../workflow/workflow-validation';
import type { PackageError } from './validate-package';

type Loose = Record<string, unknown>;
const list = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.filter((v): v is Loose => typeof v === 'object' && v !== null) : [];
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The widget types that show one workflow, named by their `workflowId` option (spec 001 §3.5). */
const WORKFLOW_WIDGET_TYPES = new Set([
  'workflowStatusSummary',
  'workflowActionsButtons',
  'workflowTimeline',
]);

/**
 * What a workflow of each package object may read, as the server's model would give it once
 * installed: the declared attributes, the fields the relationships add, and the owner.
 */
function shapesOf(raw: Loose): Map<string, RuleAttribute[]> {
  const shapes = new Map<string, RuleAttribute[]>();
  for (const object of list(raw.objects)) {
    const name = str(object.name);
    if (!name || shapes.has(name)) continue;
    const attributes = list(object.attributes).flatMap((attribute) => {
      const attributeName = str(attribute.name);
      const type = str(attribute.type);
      return attributeName && type
        ? [{ name: attributeName, type, options: attribute.options as Loose }]
        : [];
    });
    shapes.set(name, [...attributes, { name: 'owner_id', type: 'numberField' }]);
  }
  for (const relationship of list(raw.relationships)) {
    const child = shapes.get(str(relationship.child_object) ?? '');
    const foreignKey = str(relationship.foreign_key);
    if (!child || !foreignKey) continue;
    child.push({
      name: foreignKey,
      type: relationship.type === 'Polymorphic' ? 'polymorphParent' : 'lookup',
    });
  }
  return shapes;
}

/**
 * A package's workflows checked as a publish would check them, against the objects the package
 * declares: names unique, the object the package's own, every node valid, and every workflow widget
 * that names a workflow by name naming one the package declares for that object.
 */
export function workflowErrors(raw: Loose): PackageError[] {
  const errors: PackageError[] = [];
  const shapes = shapesOf(raw);
  const declared = new Map<string, string>();
  list(raw.workflows).forEach((workflow, at) => {
    const base = `workflows[${at}]`;
    const name = str(workflow.name);
    const object = str(workflow.object);
    if (name && declared.has(name))
      errors.push({ path: `${base}.name`, message: `The workflow '${name}' is declared twice.` });
    if (name && object) declared.set(name, object);
    const shape = object ? shapes.get(object) : undefined;
    if (object && !shape) {
      errors.push({
        path: `${base}.object`,
        message: `A workflow names the object '${object}', which the package does not declare.`,
      });
      return;
    }
    // A malformed definition is reported once, by the package's own shape check.
    if (!shape || !workflowDefinitionSchema.safeParse(workflow).success) return;
    for (const issue of validateWorkflow(workflow, { attributes: shape }).issues)
      if (issue.severity === 'error')
        errors.push({ path: issue.path ? `${base}.${issue.path}` : base, message: issue.message });
  });
  list(raw.objects).forEach((object, at) => {
    list(object.attributes).forEach((attribute, index) => {
      if (!WORKFLOW_WIDGET_TYPES.has(str(attribute.type) ?? '')) return;
      const options =
        typeof attribute.options === 'object' && attribute.options !== null ? attribute.options : {};
      const named = str((options as Loose).workflowId);
      if (!named || /^[0-9]+$/.test(named) || declared.get(named) === str(object.name)) return;
      errors.push({
        path: `objects[${at}].attributes[${index}].options.workflowId`,
        message: `The widget '${str(attribute.name)}' shows the workflow '${named}', which the package does not declare for '${str(object.name)}'.`,
      });
    });
  });
  return errors;
}
