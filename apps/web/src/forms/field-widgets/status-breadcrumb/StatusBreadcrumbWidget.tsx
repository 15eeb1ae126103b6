import { Steps } from 'antd';
import { useMemo } from 'react';
import { optionOf, stringOption } from '../shared/field-options';
import { textOf } from '../shared/field-value';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { crumbStates, statusCrumbsOf } from './status-crumbs';

interface StatusStepsProps {
  field: FieldWidgetProps;
  editable: boolean;
}

/** The steps of `options.statuses`, marked against the record's `key` field (the field itself by default). */
function StatusSteps({ field, editable }: StatusStepsProps) {
  const statusesOption = optionOf(field, 'statuses');
  const crumbs = useMemo(() => statusCrumbsOf(statusesOption), [statusesOption]);
  const key = stringOption(field, 'key') ?? field.node.attributeName;
  const current = key === undefined ? '' : textOf(field.record[key]);
  const states = crumbStates(crumbs, current);
  const active = crumbs.findIndex((crumb) => crumb.id === current);
  const choose = (index: number) => {
    const chosen = crumbs[index];
    if (chosen === undefined || key === undefined) return;
    if (key === field.node.attributeName) field.onChange(chosen.id);
    else field.onBatchChange({ [key]: chosen.id });
  };
  return (
    <div id={field.inputId} className="atrium-status-breadcrumb">
      <Steps
        type="navigation"
        size="small"
        current={active}
        items={crumbs.map((crumb, index) => ({
          title: crumb.label,
          status: states[index],
          disabled: !editable,
        }))}
        onChange={editable ? choose : undefined}
      />
    </div>
  );
}

function StatusBreadcrumbInput(props: FieldWidgetProps) {
  return <StatusSteps field={props} editable={!props.readOnly} />;
}

function StatusBreadcrumbDisplay(props: FieldWidgetProps) {
  return <StatusSteps field={props} editable={false} />;
}

/** statusBreadcrumb: the record's status among its steps; a step is chosen by clicking it while editing. */
export const StatusBreadcrumbWidget: FieldWidget = {
  Input: StatusBreadcrumbInput,
  Display: StatusBreadcrumbDisplay,
  labelled: true,
};
