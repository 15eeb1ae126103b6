import { describe, expect, it } from 'vitest';
import { customObjectEntry, hostsCustomObjects, REGISTERED_OBJECTS } from '../custom-objects';
import { findModule } from '../modules';

describe('custom object navigation', () => {
  it('knows the objects the registry already places, including embedded notes', () => {
    expect(REGISTERED_OBJECTS.has('lead')).toBe(true);
    expect(REGISTERED_OBJECTS.has('sales_order')).toBe(true);
    expect(REGISTERED_OBJECTS.has('note')).toBe(true);
    expect(REGISTERED_OBJECTS.has('asset_request')).toBe(false);
  });

  it('places an object in business modules only', () => {
    const module = (key: string) => {
      const found = findModule(key);
      if (!found) throw new Error(key);
      return found;
    };
    expect(hostsCustomObjects(module('crm'))).toBe(true);
    expect(hostsCustomObjects(module('userzone'))).toBe(false);
    expect(hostsCustomObjects(module('superadmin'))).toBe(false);
    expect(hostsCustomObjects(module('administration'))).toBe(false);
  });

  it('gives the object an entry at /{module}/{name} gated by its view permission', () => {
    expect(
      customObjectEntry({ name: 'asset_request', display_name: 'Asset Request', module: 'crm' }),
    ).toEqual({
      key: 'crm.asset_request',
      url: '/crm/asset_request',
      icon: 'database',
      label: 'Asset Request',
      requires: { all: ['assetRequest:view'] },
    });
  });
});
