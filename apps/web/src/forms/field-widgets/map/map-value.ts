import { listOption, numberOption, optionOf } from '../shared/field-options';
import type { FieldWidgetProps } from '../widget-types';

/** A map field's value (spec 001 §3.6 "Map location"). */
export interface MapValue {
  address: string;
  lat: number;
  lng: number;
  addressParts: Record<string, string>;
}

export type MapMode = 'url' | 'search' | 'coordinates';
export const MAP_MODES: readonly MapMode[] = ['url', 'search', 'coordinates'];

/** Spec 001 §9: the default centre and zoom. */
export const DEFAULT_CENTRE = { lat: 25.2048, lng: 55.2708 };
export const DEFAULT_ZOOM = 17;
/** Spec 001 §9: the map is at least 400 px high. */
export const MAP_HEIGHT = 400;

/** `@lat,lng,` as in a pasted map link (spec 001 §5.3); anything else is no location. */
const LINK_PATTERN = /@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?),/;

export function parseMapLink(text: string): { lat: number; lng: number } | undefined {
  const match = LINK_PATTERN.exec(text);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

export function mapValueOf(value: unknown): MapValue | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { address, lat, lng, addressParts } = value as Record<string, unknown>;
  if (typeof lat !== 'number' || typeof lng !== 'number') return undefined;
  const parts: Record<string, string> = {};
  if (typeof addressParts === 'object' && addressParts !== null) {
    for (const [key, part] of Object.entries(addressParts)) if (typeof part === 'string') parts[key] = part;
  }
  return { address: typeof address === 'string' ? address : '', lat, lng, addressParts: parts };
}

export function defaultCentre(props: FieldWidgetProps): { lat: number; lng: number } {
  return {
    lat: numberOption(props, 'defaultLat') ?? DEFAULT_CENTRE.lat,
    lng: numberOption(props, 'defaultLng') ?? DEFAULT_CENTRE.lng,
  };
}

/** The modes the field offers: its `filterTypes`/`filterType` option, else all; search only with a geocoder. */
export function offeredModes(props: FieldWidgetProps, geocoding: boolean): MapMode[] {
  const listed = [...listOption(props, 'filterTypes'), ...listOption(props, 'filterType')].filter(
    (mode): mode is MapMode => (MAP_MODES as readonly string[]).includes(mode),
  );
  const searchOff = optionOf(props, 'isSearchEnabled') === false;
  return (listed.length > 0 ? listed : [...MAP_MODES]).filter(
    (mode) => mode !== 'search' || (geocoding && !searchOff),
  );
}

/**
 * The record fields a place fills (spec 001 §3.6): `{part: attribute}` from the address-component map
 * option; latitude and longitude from the point, the country lower-cased.
 */
export function addressComponents(props: FieldWidgetProps, place: MapValue): Record<string, unknown> {
  const map = optionOf(props, 'addressComponents') ?? optionOf(props, 'addressComponentMap');
  if (typeof map !== 'object' || map === null) return {};
  const values: Record<string, unknown> = {};
  for (const [part, attribute] of Object.entries(map)) {
    if (typeof attribute !== 'string' || attribute === '') continue;
    if (part === 'latitude') values[attribute] = place.lat;
    else if (part === 'longitude') values[attribute] = place.lng;
    else if (part === 'search_string' || part === 'address') values[attribute] = place.address;
    else {
      const text = place.addressParts[part];
      if (text !== undefined) values[attribute] = part === 'country' ? text.toLowerCase() : text;
    }
  }
  return values;
}
