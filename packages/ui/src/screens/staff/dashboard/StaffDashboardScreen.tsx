import { Button, Flex, HStack, Stack } from '@chakra-ui/react';
import { useMetabaseDashboards, useMetabaseDiagrams } from '@portal/api-client/metabase';
import { useState } from 'react';
import { EmptyState } from '../../../feedback/EmptyState';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { PageHeader } from '../../../layout/PageHeader';
import { EmbedFrame } from './EmbedFrame';
import { MetabaseNotConfigured } from './MetabaseNotConfigured';
import {
  DASHBOARDS_LOAD_ERROR,
  DASHBOARDS_VIEW_LABEL,
  DASHBOARD_DESCRIPTION,
  DASHBOARD_TITLE,
  DIAGRAMS_LOAD_ERROR,
  MARKETING_VIEW_LABEL,
  NO_DASHBOARDS_TEXT,
  NO_DIAGRAMS_TEXT,
  VIEW_TOGGLE_LABEL,
  dashboardFrameTitle,
  diagramFrameTitle,
} from './dashboardTexts';

/** The two views of the toggle: the marketing diagram view is analytics dashboard value 1 (seed 001 §2). */
export const DASHBOARD_VIEWS = [
  { value: 0, label: DASHBOARDS_VIEW_LABEL },
  { value: 1, label: MARKETING_VIEW_LABEL },
] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number]['value'];

function ViewToggle({
  value,
  onChange,
}: {
  value: DashboardView;
  onChange: (view: DashboardView) => void;
}) {
  return (
    <HStack role="group" aria-label={VIEW_TOGGLE_LABEL} gap="2" wrap="wrap">
      {DASHBOARD_VIEWS.map((view) => {
        const active = view.value === value;
        return (
          <Button
            key={view.value}
            size="sm"
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'brand' : 'gray'}
            aria-pressed={active}
            onClick={() => onChange(view.value)}
          >
            {view.label}
          </Button>
        );
      })}
    </HStack>
  );
}

/** The analytics dashboards, one under the other, each full width. */
function AnalyticsDashboards() {
  const query = useMetabaseDashboards();
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return (
      <ErrorState
        message={DASHBOARDS_LOAD_ERROR}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const { configured, dashboards } = query.data;
  if (!configured)
    return (
      <MetabaseNotConfigured kind="dashboards" names={dashboards.map((d) => d.dashboard_name)} />
    );
  if (dashboards.length === 0) return <EmptyState title={NO_DASHBOARDS_TEXT} />;
  return (
    <Stack gap="8">
      {dashboards.map((d) =>
        d.iframe_url ? (
          <EmbedFrame
            key={d.dashboard_id}
            name={d.dashboard_name}
            url={d.iframe_url}
            frameTitle={dashboardFrameTitle(d.dashboard_name)}
            metabaseUrl={d.metabase_url}
            height={{ base: '600px', md: '800px' }}
          />
        ) : null,
      )}
    </Stack>
  );
}

/** 'Markedsføring': the diagrams side by side where they fit, each at most its own width. */
function MarketingDiagrams() {
  const query = useMetabaseDiagrams();
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return (
      <ErrorState
        message={DIAGRAMS_LOAD_ERROR}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const { configured, diagrams } = query.data;
  if (!configured)
    return <MetabaseNotConfigured kind="diagrammer" names={diagrams.map((d) => d.diagram_name)} />;
  if (diagrams.length === 0) return <EmptyState title={NO_DIAGRAMS_TEXT} />;
  return (
    <Flex gap="8" wrap="wrap" align="flex-start">
      {diagrams.map((d) =>
        d.iframe_url ? (
          <EmbedFrame
            key={d.diagram_id}
            name={d.diagram_name}
            url={d.iframe_url}
            frameTitle={diagramFrameTitle(d.diagram_name)}
            maxWidth={d.width}
            aspectRatio={`${d.width} / ${d.height}`}
          />
        ) : null,
      )}
    </Flex>
  );
}

/**
 * /employee/dashboard, the staff's home: a toggle between the embedded Metabase analytics
 * dashboards and 'Markedsføring' (the marketing diagrams). The API signs the embed URLs; without
 * Metabase configured the screen names the two variables to set.
 */
export function StaffDashboardScreen() {
  const [view, setView] = useState<DashboardView>(0);
  return (
    <Stack gap="4" minW="0">
      <PageHeader title={DASHBOARD_TITLE} description={DASHBOARD_DESCRIPTION} />
      <ViewToggle value={view} onChange={setView} />
      {view === 1 ? <MarketingDiagrams /> : <AnalyticsDashboards />}
    </Stack>
  );
}
