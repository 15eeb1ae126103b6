import { AppError } from '../../platform/errors/app-error';

/** A place as the map field stores it (spec 001 §3.6 "Map location"). */
export interface Place {
  address: string;
  lat: number;
  lng: number;
  addressParts: Record<string, string>;
}

interface NominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
  address?: unknown;
}

const TIMEOUT_MS = 10_000;

function toPlace(raw: NominatimPlace): Place | undefined {
  const lat = Number(raw.lat);
  const lng = Number(raw.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || typeof raw.display_name !== 'string')
    return undefined;
  const parts: Record<string, string> = {};
  if (typeof raw.address === 'object' && raw.address !== null) {
    for (const [key, value] of Object.entries(raw.address)) if (typeof value === 'string') parts[key] = value;
  }
  return { address: raw.display_name, lat, lng, addressParts: parts };
}

async function ask(url: URL): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'Atrium (map field)' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new AppError('UNAVAILABLE', 'The geocoding service could not be reached.');
  }
  if (!response.ok) throw new AppError('UNAVAILABLE', `The geocoding service answered ${response.status}.`);
  return response.json();
}

/** Talks to a Nominatim-compatible service; the browser never calls it directly. */
export function createGeocoder(baseUrl: string) {
  return {
    async search(text: string): Promise<Place[]> {
      const url = new URL(`${baseUrl}/search`);
      url.search = new URLSearchParams({
        q: text,
        format: 'jsonv2',
        addressdetails: '1',
        limit: '5',
      }).toString();
      const answer = await ask(url);
      return Array.isArray(answer) ? answer.flatMap((raw: NominatimPlace) => toPlace(raw) ?? []) : [];
    },
    async reverse(lat: number, lng: number): Promise<Place | null> {
      const url = new URL(`${baseUrl}/reverse`);
      url.search = new URLSearchParams({
        lat: String(lat),
        lon: String(lng),
        format: 'jsonv2',
        addressdetails: '1',
      }).toString();
      const answer = await ask(url);
      return typeof answer === 'object' && answer !== null
        ? (toPlace(answer as NominatimPlace) ?? null)
        : null;
    },
  };
}
