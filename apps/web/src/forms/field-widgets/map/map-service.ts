import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api-client';
import type { MapValue } from './map-value';

/** Whether the server has a geocoder: without one the search mode is not offered (no made-up places). */
export function useGeocoding(): boolean {
  const capabilities = useQuery({
    queryKey: ['maps', 'capabilities'],
    queryFn: () => api.get<{ geocoding: boolean }>('maps/capabilities'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return capabilities.data?.geocoding === true;
}

export async function searchPlaces(text: string): Promise<MapValue[]> {
  return (await api.get<{ data: MapValue[] }>('maps/search', { query: { q: text } })).data;
}

export async function placeAt(lat: number, lng: number): Promise<MapValue | null> {
  return (await api.get<{ data: MapValue | null }>('maps/reverse', { query: { lat, lng } })).data;
}
