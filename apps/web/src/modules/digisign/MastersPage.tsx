import { ObjectListTabs } from '../ObjectListTabs';
import { useDigisignTranslation } from './digisign-text';

/**
 * `/digisign/masters`: document types and approval templates, each the generic record list of its
 * object (records open at `/digisign/{object}/{id}`); the list applies the object's own permissions.
 */
export function MastersPage() {
  const { t } = useDigisignTranslation();
  return (
    <ObjectListTabs
      module="digisign"
      objects={['digisign_doc_type', 'digisign_approval_template']}
      title={t('digisign.masters.title')}
      intro={t('digisign.masters.intro')}
      unavailable={t('digisign.masters.unavailable')}
      className="atrium-digisign-masters"
    />
  );
}
