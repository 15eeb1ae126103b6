import type { ConditionGroup, ObjectDefinition } from '@atrium/core';
import { Button, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';
import { ConditionGroupEditor } from './ConditionGroupEditor';
import { focusTitle } from './TitleInput';

interface NestedGroupButtonProps {
  group: ConditionGroup;
  definition: ObjectDefinition;
  onChange: (group: ConditionGroup) => void;
  /** Whose sub conditions these are, for the button's accessible name. */
  label: string;
}

/**
 * Sub Conditions (spec 001 §2.1): a nested group edited in a dialog with Save and Cancel. Save is
 * refused while the title is empty, with focus back in the title box; Cancel keeps the group as it was.
 */
export function NestedGroupButton({ group, definition, onChange, label }: NestedGroupButtonProps) {
  const { t } = useRuleEditorTranslation();
  const [draft, setDraft] = useState<ConditionGroup | null>(null);
  const [titled, setTitled] = useState(true);
  const body = useRef<HTMLDivElement>(null);
  const titleLabel = t('ruleEditor.group.title');
  const save = () => {
    if (!draft) return;
    if (!titled) {
      focusTitle(body.current, titleLabel);
      return;
    }
    onChange(draft);
    setDraft(null);
  };
  return (
    <>
      <Button
        aria-label={t('ruleEditor.group.subConditionsOf', { label })}
        onClick={() => {
          setTitled(true);
          setDraft(group);
        }}
      >
        {t('ruleEditor.group.subConditions')} ({group.conditions.length})
      </Button>
      <Modal
        open={draft !== null}
        title={t('ruleEditor.group.subConditions')}
        okText={t('ruleEditor.save')}
        cancelText={t('ruleEditor.cancel')}
        onOk={save}
        onCancel={() => setDraft(null)}
        width={960}
        destroyOnHidden
      >
        <div ref={body}>
          {draft ? (
            <ConditionGroupEditor
              group={draft}
              definition={definition}
              onChange={setDraft}
              onTitleValidity={setTitled}
            />
          ) : null}
        </div>
      </Modal>
    </>
  );
}
