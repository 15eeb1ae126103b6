import type { ConditionGroup, ObjectDefinition, Operand, Rule, RuleAttribute } from '@atrium/core';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { definitionClient } from '../metadata/definition-client';
import { collectionObject } from './related-chains';

type Relations = Record<string, { attributes: readonly RuleAttribute[] }>;

/** The object each relation name the rules read ends at: a chain's last hop, or a `has one` list. */
export function relationObjects(definition: ObjectDefinition, rules: readonly Rule[]): Map<string, string> {
  const found = new Map<string, string>();
  const visitOperand = (operand: Operand | undefined): void => {
    if (operand?.type === 'CONDITION') visitGroup(operand.data);
    if (operand?.type !== 'ATTRIBUTE' || operand.data.key !== 'record') return;
    const last = operand.data.relatedObject?.[operand.data.relatedObject.length - 1];
    if (last) found.set(last.relationName, last.object);
  };
  const visitGroup = (group: ConditionGroup): void => {
    for (const condition of group.conditions) {
      visitOperand(condition.operandLeft);
      visitOperand(condition.operandRight);
      const left = condition.operandLeft;
      if (condition.subConditions && left.type === 'ATTRIBUTE' && !left.data.relatedObject?.length) {
        const object = collectionObject(definition, left.data.attributeName);
        if (object) found.set(left.data.attributeName, object);
      }
    }
  };
  for (const rule of rules) for (const group of [rule.condition, ...rule.groups]) visitGroup(group);
  return found;
}

/**
 * The attributes of the related objects the rules read, so checkRules can tell a chain or a `has one`
 * that names an attribute the related object no longer has. Definitions come through the same cache
 * and query key as useObjectDefinition; a relation whose definition is not loaded yet is left out
 * (the engine then reads it unchecked) rather than reported.
 */
export function useRuleRelations(definition: ObjectDefinition, rules: readonly Rule[]): Relations {
  const wanted = useMemo(() => [...relationObjects(definition, rules)], [definition, rules]);
  const answers = useQueries({
    queries: wanted.map(([, object]) => ({
      queryKey: ['definition', object] as const,
      queryFn: () => definitionClient.get(object),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const loaded = answers.map((answer) => answer.data);
  const versions = loaded.map((related) => (related ? `${related.name}@${related.version}` : '')).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` is a new array each render; `versions` says when its definitions change.
  return useMemo(() => {
    const relations: Relations = {};
    wanted.forEach(([relation], index) => {
      const related = loaded[index];
      if (related) relations[relation] = { attributes: related.attributes };
    });
    return relations;
  }, [wanted, versions]);
}
