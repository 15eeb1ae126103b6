import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endSession,
  jsonResponse,
  renderPanel,
  startSession,
  stubServer,
  WAIT,
  widgetProps,
} from '../../related-object/__tests__/panel-harness';
import { MapWidget } from '../MapWidget';
import { addressComponents, offeredModes, parseMapLink } from '../map-value';

let geocoding = false;
const place = {
  address: 'Burj Khalifa, Dubai, United Arab Emirates',
  lat: 25.1972,
  lng: 55.2744,
  addressParts: { city: 'Dubai', country: 'United Arab Emirates' },
};

function serve() {
  stubServer(
    () => new Set(),
    [
      (url) => (url.pathname.endsWith('maps/capabilities') ? jsonResponse(200, { geocoding }) : undefined),
      (url) => (url.pathname.endsWith('maps/search') ? jsonResponse(200, { data: [place] }) : undefined),
      (url) => (url.pathname.endsWith('maps/reverse') ? jsonResponse(200, { data: place }) : undefined),
    ],
  );
}

const addressOptions = {
  addressComponents: { latitude: 'lat', longitude: 'lng', country: 'country', city: 'city' },
};

describe('MapWidget', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    geocoding = false;
    serve();
  });
  afterEach(() => {
    cleanup();
    endSession();
    vi.unstubAllGlobals();
  });

  it('reads latitude and longitude from a pasted link and ignores one without @lat,lng,', async () => {
    const props = widgetProps({ type: 'mapField', options: { filterType: 'url' } });
    renderPanel(MapWidget, props);
    const input = await screen.findByPlaceholderText(
      'Paste a map link containing @latitude,longitude',
      {},
      WAIT,
    );
    fireEvent.change(input, { target: { value: 'https://maps.example.com/place/nowhere' } });
    expect(screen.getByText('That link has no @latitude,longitude in it.')).toBeTruthy();
    expect(props.onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'https://maps.example.com/place/@25.1972,55.2744,17z' } });
    expect(props.onChange).toHaveBeenCalledWith({
      address: '25.1972, 55.2744',
      lat: 25.1972,
      lng: 55.2744,
      addressParts: {},
    });
    expect(screen.getByRole('img', { name: 'Map of Field' })).toBeTruthy();
  });

  it('offers no search without a geocoder, and searches through the server with one', async () => {
    const bare = renderPanel(MapWidget, widgetProps({ type: 'mapField' }));
    expect(await screen.findByText('Map link', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Search')).toBeNull();
    bare.unmount();
    geocoding = true;
    const props = widgetProps({ type: 'mapField', options: addressOptions });
    renderPanel(MapWidget, props);
    fireEvent.click(await screen.findByText('Search', {}, WAIT));
    const search = await screen.findByPlaceholderText('Search for an address', {}, WAIT);
    fireEvent.change(search, { target: { value: 'Burj' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(await screen.findByText(place.address, {}, WAIT));
    expect(props.onChange).toHaveBeenCalledWith(place);
    expect(props.onBatchChange).toHaveBeenCalledWith({
      lat: 25.1972,
      lng: 55.2744,
      country: 'united arab emirates',
      city: 'Dubai',
    });
  });

  it('applies typed coordinates after a pause', async () => {
    const props = widgetProps({ type: 'mapField', options: { filterType: 'coordinates' } });
    renderPanel(MapWidget, props);
    fireEvent.change(await screen.findByLabelText('Latitude', {}, WAIT), { target: { value: '24.5' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '54.4' } });
    await waitFor(
      () => expect(props.onChange).toHaveBeenCalledWith(expect.objectContaining({ lat: 24.5, lng: 54.4 })),
      WAIT,
    );
    expect(props.onChange).toHaveBeenCalledTimes(1);
  });

  it('tells when the browser has no geolocation, and when the service fails', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    renderPanel(MapWidget, widgetProps({ type: 'mapField' }));
    fireEvent.click(await screen.findByRole('button', { name: /Use my location/ }, WAIT));
    expect(
      await screen.findByText("Error: Your browser doesn't support geolocation.", {}, WAIT),
    ).toBeTruthy();
    cleanup();
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (_ok: unknown, fail: () => void) => fail() },
    });
    renderPanel(MapWidget, widgetProps({ type: 'mapField' }));
    fireEvent.click(await screen.findByRole('button', { name: /Use my location/ }, WAIT));
    expect(await screen.findByText('Error: The Geolocation service failed.', {}, WAIT)).toBeTruthy();
  });

  it('shows the address and the map when read-only', async () => {
    renderPanel(MapWidget, widgetProps({ type: 'mapField', value: place }), 'Display');
    expect(await screen.findByText(place.address, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Map of Field' })).toBeTruthy();
  });
});

describe('map values', { timeout: 20_000 }, () => {
  it.each([
    ['https://www.google.com/maps/place/X/@25.2048,55.2708,17z/data', { lat: 25.2048, lng: 55.2708 }],
    ['@-33.86,151.2,12z', { lat: -33.86, lng: 151.2 }],
    ['@25.2048,55.2708', undefined],
    ['no link', undefined],
    ['@95.1,10.0,1z', undefined],
  ])('parses %s', (text, expected) => {
    expect(parseMapLink(text)).toEqual(expected);
  });

  it('offers the listed modes, search only with a geocoder', () => {
    expect(offeredModes(widgetProps({ type: 'mapField' }), false)).toEqual(['url', 'coordinates']);
    expect(offeredModes(widgetProps({ type: 'mapField' }), true)).toEqual(['url', 'search', 'coordinates']);
    expect(offeredModes(widgetProps({ type: 'mapField', options: { filterType: 'search' } }), false)).toEqual(
      [],
    );
  });

  it('maps address parts to record fields, the country lower-cased', () => {
    expect(addressComponents(widgetProps({ type: 'mapField', options: addressOptions }), place)).toEqual({
      lat: 25.1972,
      lng: 55.2744,
      country: 'united arab emirates',
      city: 'Dubai',
    });
  });
});
