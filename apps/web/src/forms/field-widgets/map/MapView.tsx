import { lazyPart, PartPlaceholder } from '../shared/lazy-part';
import type { LeafletMapProps } from './LeafletMap';
import { MAP_HEIGHT } from './map-value';

const LeafletMap = lazyPart<LeafletMapProps>(
  async () => (await import('./LeafletMap')).LeafletMap,
  () => <PartPlaceholder height={MAP_HEIGHT} />,
);

interface MapViewProps extends LeafletMapProps {
  label: string;
}

/** The map of a mapField, named for screen readers; Leaflet arrives in a chunk of its own. */
export function MapView({ label, ...map }: MapViewProps) {
  return (
    <div role="img" aria-label={label} style={{ minHeight: MAP_HEIGHT }}>
      <LeafletMap {...map} />
    </div>
  );
}
