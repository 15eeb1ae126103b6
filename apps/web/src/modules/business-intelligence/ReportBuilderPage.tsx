import { CHART_TYPES, chartDataOf, MODULES, reportColumnNames, requirementPermissions } from '@atrium/core';
import { App, Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../app/api-error';
import { useReportsTranslation } from '../../i18n/resources/reports';
import { useObjectDefinition } from '../../metadata/useObjectDefinition';
import { usePermissions } from '../../session/permissions/usePermissions';
import { useModuleLabels } from '../../shell/useModuleLabels';
import { usePageTitle } from '../../shell/usePageTitle';
import { LoadFailed } from '../../ui/LoadFailed';
import { DimensionFields, FilterFields, MeasureFields } from './BuilderFields';
import { ChartCardBody } from './ChartCardBody';
import { ReportActions } from './ReportActions';
import {
  type BuilderState,
  chartsOfSave,
  definitionOf,
  INITIAL_BUILDER,
  relatedObjectNames,
  reportableObjects,
  stateOf,
  suggestedChartType,
} from './report-builder';
import { useReportPreview, useSavedReport, useSaveReport, useUpdateReport } from './reports-api';
import { useBiGroups } from './useBiGroups';
import { useRelatedDefinitions } from './useRelatedDefinitions';
import { placeChart } from './workspaces/workspace-layout';
import { useSaveWorkspace, useWorkspaces } from './workspaces/workspaces-api';

const NAVIGATION_PERMISSIONS = MODULES.flatMap((module) => [
  ...requirementPermissions(module.requires),
  ...module.navigation.flatMap((entry) => requirementPermissions(entry.requires)),
]);

const reportIdOf = (param: string | undefined) =>
  param !== undefined && /^[1-9][0-9]{0,9}$/.test(param) ? Number(param) : undefined;

/**
 * /business-intelligence/reports/new: pick an object, groupings and measures, see it drawn, save it;
 * at /reports/new/{id} the same builder edits a saved report (its owner's), which may be shared there.
 */
export function ReportBuilderPage() {
  const { t } = useReportsTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { entryLabel } = useModuleLabels();
  const reportId = reportIdOf(useParams().id);
  const existing = useSavedReport(reportId);
  const title = reportId === undefined ? t('reports.builder.title') : t('reports.builder.editTitle');
  usePageTitle(title);
  const [state, setState] = useState<BuilderState>(INITIAL_BUILDER);
  const [loadedId, setLoadedId] = useState<number>();
  const [workspaceId, setWorkspaceId] = useState<number | null>(null);
  const workspaces = useWorkspaces();
  const saveWorkspace = useSaveWorkspace();
  const updateReport = useUpdateReport();
  useEffect(() => {
    if (existing.data && existing.data.id !== loadedId) {
      setState(stateOf(existing.data));
      setLoadedId(existing.data.id);
    }
  }, [existing.data, loadedId]);
  const update = (next: BuilderState) => setState({ ...next, chartType: suggestedChartType(next) });
  const permissions = usePermissions(NAVIGATION_PERMISSIONS);
  const objects = useMemo(() => reportableObjects(MODULES, permissions.meets), [permissions.meets]);
  const groups = useBiGroups(true);
  const object = useObjectDefinition(state.object).data ?? undefined;
  // The lookups' objects: their fields are offered, and a report on them is judged with them, as the
  // server judges it on save.
  const relatedNames = useMemo(() => relatedObjectNames(object), [object]);
  const related = useRelatedDefinitions(relatedNames);
  const definition = useMemo(() => definitionOf(state, object, related), [state, object, related]);
  const preview = useReportPreview(definition);
  const save = useSaveReport();
  const pages = useMemo(() => {
    if (!preview.data || !definition || !object) return [];
    const names = reportColumnNames(definition, object, related);
    return [chartDataOf(state.chartType, preview.data, { names })];
  }, [preview.data, definition, object, related, state.chartType]);

  const onSave = async () => {
    if (!definition) return;
    const name = state.name.trim();
    if (!name) {
      message.error(t('reports.builder.nameRequired'));
      return;
    }
    const report = existing.data;
    try {
      const input = {
        name,
        group_id: state.groupId,
        definition,
        charts: chartsOfSave(state, name, report),
        ...(report ? { shared_with: report.shared_with } : {}),
      };
      const saved = report
        ? await updateReport.mutateAsync({ id: report.id, input })
        : await save.mutateAsync(input);
      message.success(t('reports.builder.saved'));
      const workspace = (workspaces.data ?? []).find((candidate) => candidate.id === workspaceId);
      const chart = saved.charts[0];
      if (workspace && chart) {
        await saveWorkspace.mutateAsync({
          id: workspace.id,
          name: workspace.name,
          layout: placeChart(workspace.layout, chart),
        });
        navigate(`/business-intelligence/my-bi-workspace?workspace=${workspace.id}`);
      } else navigate('/business-intelligence/dashboard');
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  return (
    <section className="atrium-page">
      <Typography.Title level={1}>{title}</Typography.Title>
      {existing.data && (
        <div style={{ marginBottom: 16 }}>
          <ReportActions report={existing.data} />
        </div>
      )}
      {existing.error && (
        <LoadFailed title={errorMessage(existing.error)} onRetry={() => void existing.refetch()} />
      )}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <Form layout="vertical">
            <Form.Item label={t('reports.builder.name')} htmlFor="report-name">
              <Input
                id="report-name"
                value={state.name}
                placeholder={t('reports.builder.namePlaceholder')}
                maxLength={120}
                onChange={(event) => setState({ ...state, name: event.target.value })}
              />
            </Form.Item>
            <Form.Item label={t('reports.builder.object')} htmlFor="report-object">
              <Select
                id="report-object"
                showSearch
                optionFilterProp="label"
                placeholder={t('reports.builder.objectPlaceholder')}
                value={state.object}
                options={objects.map(({ object: name, entry }) => ({
                  value: name,
                  label: entryLabel(entry),
                }))}
                onChange={(name: string) =>
                  update({ ...INITIAL_BUILDER, name: state.name, groupId: state.groupId, object: name })
                }
              />
            </Form.Item>
            {object && object.name === state.object && (
              <>
                <DimensionFields state={state} object={object} related={related} onChange={update} />
                <MeasureFields state={state} object={object} onChange={update} />
                <FilterFields state={state} object={object} related={related} onChange={update} />
              </>
            )}
            <Form.Item label={t('reports.builder.chartType')} htmlFor="report-chart-type">
              <Select
                id="report-chart-type"
                value={state.chartType}
                options={CHART_TYPES.map((type) => ({ value: type, label: t(`reports.chartTypes.${type}`) }))}
                onChange={(chartType) => setState({ ...state, chartType })}
              />
            </Form.Item>
            <Form.Item label={t('reports.builder.group')} htmlFor="report-group">
              <Select
                id="report-group"
                value={state.groupId}
                options={[
                  { value: null, label: t('reports.builder.noGroup') },
                  ...(groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
                ]}
                onChange={(groupId: number | null) => setState({ ...state, groupId })}
              />
            </Form.Item>
            <Form.Item label={t('reports.builder.workspace')} htmlFor="report-workspace">
              <Select
                id="report-workspace"
                value={workspaceId}
                options={[
                  { value: null, label: t('reports.builder.noWorkspace') },
                  ...(workspaces.data ?? []).map((workspace) => ({
                    value: workspace.id,
                    label: workspace.name,
                  })),
                ]}
                onChange={(id: number | null) => setWorkspaceId(id)}
              />
            </Form.Item>
            <Button
              type="primary"
              disabled={!definition || (reportId !== undefined && !existing.data)}
              loading={save.isPending || updateReport.isPending || saveWorkspace.isPending}
              onClick={() => void onSave()}
            >
              {t('reports.builder.save')}
            </Button>
          </Form>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={state.name.trim() || t('reports.builder.preview')}>
            {definition ? (
              <ChartCardBody
                type={state.chartType}
                style={{}}
                label={state.name || t('reports.builder.preview')}
                status={preview.status}
                error={preview.error}
                pages={pages}
                onReload={() => void preview.refetch()}
                buckets={definition.dimensions.map((dimension) => dimension.bucket)}
              />
            ) : (
              <Typography.Text type="secondary">{t('reports.builder.pickObjectFirst')}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </section>
  );
}
