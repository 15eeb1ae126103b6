import { Alert, Button } from 'antd';
import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

function PartLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('widgets.partLoadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('panels.common.retry')}
        </Button>
      }
    />
  );
}

interface PartBoundaryProps {
  render: () => ReactNode;
  onRetry: () => void;
}

/**
 * Keeps a part whose code failed to arrive (a dropped connection, a deploy that removed old chunks)
 * inside its field: the rest of the form, and what the person typed into it, stays.
 */
class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A form part could not be loaded', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <PartLoadFailed onRetry={this.retry} /> : this.props.render();
  }
}

/** The space a lazy part will take, shaded until it arrives. */
export function PartPlaceholder({ height }: { height: number }) {
  return (
    <div
      aria-busy="true"
      style={{
        height,
        borderRadius: 'var(--ant-border-radius, 6px)',
        background: 'var(--ant-color-fill-quaternary, rgba(0, 0, 0, 0.02))',
      }}
    />
  );
}

/**
 * A widget part built on a heavy library (Leaflet, ECharts, Tiptap) in a chunk of its own, fetched
 * the first time one is drawn: a record page whose form has no map, chart or rich text never parses
 * them. `placeholder` stands in at the part's size until the chunk has arrived.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: (props: P) => ReactNode,
): ComponentType<P> {
  const lazyLoad = () => lazy(async () => ({ default: await load() }));
  // React keeps a failed lazy component failed, so a retry needs a new one.
  let Part = lazyLoad();
  const reload = () => {
    Part = lazyLoad();
  };
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React's lazy(), called once per part at module scope.
  function LazyPart(props: P) {
    return (
      <PartBoundary
        onRetry={reload}
        render={() => (
          <Suspense fallback={placeholder(props)}>
            <Part {...props} />
          </Suspense>
        )}
      />
    );
  }
  return LazyPart;
}
