import { Link } from 'react-router';
import { listRouteOf } from '../../metadata/record-route';
import { useObjectDefinition } from '../../metadata/useObjectDefinition';

/**
 * A link to a record: its object's navigation entry, else the module's screen for objects made outside
 * the registry (`/{module}/{object}/{id}`); plain text while neither is known.
 */
export function RecordLink({ object, recordId, label }: { object: string; recordId: number; label: string }) {
  const definition = useObjectDefinition(object);
  const route = listRouteOf(object);
  const module = definition.data?.module;
  const path = route ? `${route}/${recordId}` : module ? `/${module}/${object}/${recordId}` : undefined;
  return path ? <Link to={path}>{label}</Link> : <span>{label}</span>;
}
