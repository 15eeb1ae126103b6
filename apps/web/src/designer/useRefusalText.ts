import type { DesignRefusal } from '@atrium/core';
import { useCallback } from 'react';
import { useDesignerTranslation } from '../i18n/resources/designer';

/** Words core's refusals (a forbidden drop, a fifth column, …) in the person's language. */
export function useRefusalText(): (refusal: DesignRefusal) => string {
  const { t } = useDesignerTranslation();
  return useCallback(
    (refusal: DesignRefusal) => {
      switch (refusal.code) {
        case 'acceptsOnly':
          return t(`designer.refusals.acceptsOnly.${refusal.parent}`);
        case 'cannotHold':
          return t('designer.refusals.cannotHold', {
            parent: t(`designer.refusals.subject.${refusal.parent}`),
            child: t(`designer.refusals.object.${refusal.child}`),
          });
        case 'rowFull':
          return t('designer.refusals.rowFull', { max: refusal.max });
        case 'missing':
        case 'idTaken':
          return t(`designer.refusals.${refusal.code}`, { id: refusal.id });
        default:
          return t(`designer.refusals.${refusal.code}`);
      }
    },
    [t],
  );
}
