import { useEffect, useState } from 'react';
import type { FieldWidgetRegistry } from '../widget-types';

let loaded: FieldWidgetRegistry | undefined;

/**
 * The field widget registry, for editing a child's fields inside a panel. Loaded on first use, not
 * imported: the registry imports this panel, and a static import back would be a cycle.
 */
export function useWidgetRegistry(): FieldWidgetRegistry | undefined {
  const [registry, setRegistry] = useState(loaded);
  useEffect(() => {
    if (registry) return;
    let live = true;
    void import('../registry').then((module) => {
      loaded = module.FIELD_WIDGETS;
      if (live) setRegistry(loaded);
    });
    return () => {
      live = false;
    };
  }, [registry]);
  return registry;
}
