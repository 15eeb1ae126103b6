import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL } from '../../../app/config';
import { DEFAULT_ZOOM, MAP_HEIGHT } from './map-value';

export interface LeafletMapProps {
  centre: { lat: number; lng: number };
  point: { lat: number; lng: number } | undefined;
  onPick?: ((lat: number, lng: number) => void) | undefined;
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

/** The Leaflet map (spec 001 §9: zoom 17); a circle marks the point, no image assets. */
export function LeafletMap({ centre, point, onPick }: LeafletMapProps) {
  return (
    <MapContainer
      center={[centre.lat, centre.lng]}
      zoom={DEFAULT_ZOOM}
      style={{ height: MAP_HEIGHT }}
      scrollWheelZoom={false}
    >
      <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />
      <FollowCentre centre={centre} />
      {point ? <CircleMarker center={[point.lat, point.lng]} radius={10} /> : null}
      {onPick ? <PickOnClick onPick={onPick} /> : null}
    </MapContainer>
  );
}
