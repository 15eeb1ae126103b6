import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL } from '../../../app/config';
import { DEFAULT_ZOOM } from './map-value';

interface MapViewProps {
  centre: { lat: number; lng: number };
  point: { lat: number; lng: number } | undefined;
  label: string;
  onPick?: (lat: number, lng: number) => void;
}

function FollowCentre({ centre }: { centre: { lat: number; lng: number } }) {
  const map = useMap();
  useEffect(() => {
    map.setView([centre.lat, centre.lng]);
  }, [map, centre.lat, centre.lng]);
  return null;
}

function PickOnClick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** The Leaflet map (spec 001 §9: zoom 17, at least 400 px high); a circle marks the point, no image assets. */
export function MapView({ centre, point, label, onPick }: MapViewProps) {
  return (
    <div role="img" aria-label={label} style={{ minHeight: 400 }}>
      <MapContainer
        center={[centre.lat, centre.lng]}
        zoom={DEFAULT_ZOOM}
        style={{ height: 400 }}
        scrollWheelZoom={false}
      >
        <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />
        <FollowCentre centre={centre} />
        {point ? <CircleMarker center={[point.lat, point.lng]} radius={10} /> : null}
        {onPick ? <PickOnClick onPick={onPick} /> : null}
      </MapContainer>
    </div>
  );
}
