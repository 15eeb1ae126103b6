import {
  type DesignRefusal,
  diffForm,
  type FormDesign,
  type FormDesignSave,
  type FormNode,
  type FormStatus,
  formDesignSave,
  isLayoutType,
  type PaletteItem,
  paletteItems,
  type Rule,
} from '@atrium/core';
import { type Active, DndContext, DragOverlay } from '@dnd-kit/core';
import { App, Tabs } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { RuleEditor } from '../rule-editor/RuleEditor';
import { CanvasNode } from './CanvasNode';
import { CanvasContext } from './canvas-context';
import { type DragPayload, elementsUnderPointer } from './canvas-dnd';
import { DesignerToolbar } from './DesignerToolbar';
import { DiffModal } from './DiffModal';
import { designEdits, initialState } from './design-state';
import { DesignerUiContext, DesignerUiStore } from './designer-ui-store';
import { JsonView } from './JsonView';
import { Palette } from './Palette';
import { PreviewPane, previewDefinition } from './PreviewPane';
import { SelectedSettings } from './SelectedSettings';
import { useCanvasActionsValue } from './useCanvasActionsValue';
import { useCanvasDnd } from './useCanvasDnd';
import { useDesignHistory } from './useDesignHistory';
import { useRefusalText } from './useRefusalText';
import { useUndoShortcuts } from './useUndoShortcuts';
import './designer.css';
import { useDesignerTranslation } from '../i18n/resources/designer';

export interface FormDesignerProps {
  design: FormDesign;
  /** Sends the save; answers the design as stored, or throws the server's error (shown, edits kept). */
  onSave: (save: FormDesignSave) => Promise<FormDesign>;
  onCancel: () => void;
  /** The dirty flag, reported to the host each time it changes (spec 001 §2.3). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Custom buttons supplied by the host, shown beside Save and Cancel. */
  extraButtons?: ReactNode;
}

/** The form designer of spec 001 §2.3: palette, canvas, settings, preview, JSON; undo, diff and save. */
export function FormDesigner(props: FormDesignerProps) {
  const [ui] = useState(() => new DesignerUiStore());
  return (
    <DesignerUiContext.Provider value={ui}>
      <DesignerBody {...props} ui={ui} />
    </DesignerUiContext.Provider>
  );
}

function DesignerBody({
  design: loaded,
  onSave,
  onCancel,
  onDirtyChange,
  extraButtons,
  ui,
}: FormDesignerProps & { ui: DesignerUiStore }) {
  const { t } = useDesignerTranslation();
  const refusalText = useRefusalText();
  const { message } = App.useApp();
  const [design, setDesign] = useState(loaded);
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState<FormStatus | undefined>(undefined);
  const [reviewing, setReviewing] = useState<FormStatus | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);
  const onRefused = useCallback(
    (refusal: DesignRefusal) => {
      const reason = refusalText(refusal);
      setAnnouncement(t('designer.canvas.refused', { reason }));
      message.warning(t('designer.canvas.refused', { reason }));
    },
    [message, t, refusalText],
  );
  const history = useDesignHistory(() => initialState(loaded), onRefused);
  const { state } = history;
  const definition = design.definition;
  useUndoShortcuts(history.undo, history.redo);
  useEffect(() => onDirtyChange?.(history.dirty), [history.dirty, onDirtyChange]);

  const attributes = useMemo(
    () => definition.attributes.map(({ name, label, type }) => ({ name, label, type })),
    [definition],
  );
  const labels = useMemo(() => {
    const byName = new Map(attributes.map((attribute) => [attribute.name, attribute.label]));
    for (const created of state.newAttributes) byName.set(created.tempId, created.label);
    return byName;
  }, [attributes, state.newAttributes]);
  const labelOf = useCallback(
    (node: FormNode) => {
      const typeName = t(`designer.types.${node.type}`, { defaultValue: node.type });
      if (isLayoutType(node.type)) return node.title ? node.title : `${typeName} ${node.id}`;
      return node.label || labels.get(node.attributeName ?? '') || node.attributeName || typeName;
    },
    [labels, t],
  );
  const relatedObjects = useMemo(
    () =>
      Object.values(definition.relationships)
        .filter((relationship) => relationship.parent_object === definition.name)
        .map((relationship) => ({
          name: relationship.name,
          label: relationship.name.replace(/_/g, ' '),
          type:
            relationship.type === 'Polymorphic' ? ('polymorphChild' as const) : ('relatedObject' as const),
        })),
    [definition],
  );
  const groups = useMemo(
    () => paletteItems({ tree: state.body, attributes, relatedObjects }),
    [state.body, attributes, relatedObjects],
  );
  const { actions, addItem } = useCanvasActionsValue({
    history,
    ui,
    attributes,
    labelOf,
    announce: setAnnouncement,
    words: {
      pickedUp: (name) => t('designer.keyboard.pickedUp', { name }),
      movedTo: (name, position, parent) => t('designer.keyboard.movedTo', { name, position, parent }),
      dropped: (name) => t('designer.keyboard.dropped', { name }),
      cancelled: (name) => t('designer.keyboard.cancelled', { name }),
      added: (name) => t('designer.keyboard.added', { name }),
    },
  });
  const dnd = useCanvasDnd({
    body: state.body,
    ui,
    attributes,
    apply: history.apply,
    onDropped: (payload) =>
      setAnnouncement(
        t('designer.keyboard.dropped', {
          name: payload.kind === 'palette' ? payload.item.label : payload.label,
        }),
      ),
  });
  // dnd-kit's own live region, in the person's language; the drop itself is announced by onDropped.
  const accessibility = useMemo(() => {
    const nameOf = (data: unknown) => {
      const payload = data as DragPayload | undefined;
      return payload === undefined ? '' : payload.kind === 'palette' ? payload.item.label : payload.label;
    };
    return {
      screenReaderInstructions: { draggable: t('designer.keyboard.paletteHelp') },
      announcements: {
        onDragStart: ({ active }: { active: Active }) =>
          t('designer.keyboard.dragging', { name: nameOf(active.data.current) }),
        onDragOver: () => undefined,
        onDragEnd: () => undefined,
        onDragCancel: ({ active }: { active: Active }) =>
          t('designer.keyboard.cancelled', { name: nameOf(active.data.current) }),
      },
    };
  }, [t]);
  const onAdd = useCallback((item: PaletteItem) => addItem(item), [addItem]);

  // Rules may read attributes created in this session: the save renames them with the body.
  const ruleDefinition = useMemo(
    () => previewDefinition(definition, state.newAttributes),
    [definition, state.newAttributes],
  );
  const onRules = useCallback(
    (rules: Rule[]) => history.apply((current) => designEdits.rules(current, rules)),
    [history],
  );

  const diff = useMemo(
    () =>
      reviewing === undefined
        ? []
        : diffForm(design.form.body, state.body, [
            ...definition.attributes,
            ...state.newAttributes.map((created) => ({
              name: created.tempId,
              label: created.label,
              id: created.tempId,
            })),
          ]),
    [reviewing, design.form.body, state.body, state.newAttributes, definition.attributes],
  );

  const save = async (status: FormStatus, removedAttributes: string[]) => {
    setSaving(status);
    setFailure(undefined);
    try {
      const stored = await onSave(
        formDesignSave({
          formId: design.form.id,
          baseVersion: design.form.version,
          status,
          body: state.body,
          rules: state.rules,
          newAttributes: state.newAttributes,
          removedAttributes,
        }),
      );
      setDesign(stored);
      history.reset(initialState(stored));
      ui.select(undefined);
      setReviewing(undefined);
      message.success(t(status === 'ACTIVE' ? 'designer.save.published' : 'designer.save.drafted'));
    } catch (error) {
      setReviewing(undefined);
      setFailure(error);
    } finally {
      setSaving(undefined);
    }
  };

  const canvas = (
    <DndContext collisionDetection={elementsUnderPointer} accessibility={accessibility} {...dnd}>
      <div className="atrium-designer-workspace">
        <Palette groups={groups} onAdd={onAdd} />
        <CanvasContext.Provider value={actions}>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: clicking the background clears the selection; Escape is not needed for it. */}
          <div
            className="atrium-designer-canvas"
            data-testid="designer-canvas"
            onClick={() => ui.select(undefined)}
          >
            <CanvasNode node={state.body} isRoot />
          </div>
        </CanvasContext.Provider>
        <SelectedSettings body={state.body} apply={history.apply} labelOf={labelOf} labels={labels} />
      </div>
      <DragOverlay dropAnimation={null}>
        {dnd.active ? (
          <div className="atrium-designer-overlay">
            {dnd.active.kind === 'palette' ? dnd.active.item.label : dnd.active.label}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );

  return (
    <div className="atrium-designer">
      <DesignerToolbar
        design={design}
        history={history}
        saving={saving}
        failure={failure}
        onDismissFailure={() => setFailure(undefined)}
        onReview={setReviewing}
        onCancel={onCancel}
        extraButtons={extraButtons}
      />
      <p id="atrium-designer-move-help" className="atrium-visually-hidden">
        {t('designer.keyboard.help')}
      </p>
      <div aria-live="assertive" className="atrium-visually-hidden" data-testid="designer-announcement">
        {announcement}
      </div>
      <Tabs
        className="atrium-designer-views"
        destroyOnHidden
        items={[
          { key: 'design', label: t('designer.views.design'), children: canvas },
          {
            key: 'preview',
            label: <span data-testid="designer-tab-preview">{t('designer.views.preview')}</span>,
            children: (
              <PreviewPane
                body={state.body}
                rules={state.rules}
                definition={definition}
                newAttributes={state.newAttributes}
              />
            ),
          },
          {
            key: 'rules',
            label: <span data-testid="designer-tab-rules">{t('designer.views.rules')}</span>,
            children: (
              <RuleEditor
                definition={ruleDefinition}
                formBody={state.body}
                rules={state.rules}
                onChange={onRules}
              />
            ),
          },
          {
            key: 'json',
            label: <span data-testid="designer-tab-json">{t('designer.views.json')}</span>,
            children: (
              <JsonView
                body={state.body}
                onApply={(body) => history.apply((current) => designEdits.body(current, body))}
              />
            ),
          },
        ]}
      />
      <DiffModal
        open={reviewing !== undefined}
        status={reviewing ?? 'DRAFT'}
        entries={diff}
        saving={saving !== undefined}
        onConfirm={(removed) => reviewing && void save(reviewing, removed)}
        onClose={() => setReviewing(undefined)}
      />
    </div>
  );
}
