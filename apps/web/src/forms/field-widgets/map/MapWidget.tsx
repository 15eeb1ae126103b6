import { AimOutlined } from '@ant-design/icons';
import { Alert, Button, Segmented, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { booleanOption } from '../shared/field-options';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { MapInputs } from './MapInputs';
import { MapView } from './MapView';
import { placeAt, useGeocoding } from './map-service';
import {
  addressComponents,
  defaultCentre,
  type MapMode,
  type MapValue,
  mapValueOf,
  offeredModes,
} from './map-value';
import { useGeolocation } from './useGeolocation';

const MODE_LABELS: Record<MapMode, string> = {
  url: 'panels.map.modeUrl',
  search: 'panels.map.modeSearch',
  coordinates: 'panels.map.modeCoordinates',
};

function MapInput(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const geocoding = useGeocoding();
  const modes = offeredModes(props, geocoding);
  const [chosen, setChosen] = useState<MapMode>();
  const mode = chosen && modes.includes(chosen) ? chosen : (modes[0] ?? 'coordinates');
  const [mapShown, setMapShown] = useState(!booleanOption(props, 'isHideByDefault'));
  const value = mapValueOf(props.value);
  const fallback = defaultCentre(props);
  const [centre, setCentre] = useState(value ?? fallback);
  const { onChange, onBatchChange } = props;

  const choose = useCallback(
    (place: MapValue) => {
      setCentre({ lat: place.lat, lng: place.lng });
      onChange(place);
      const parts = addressComponents(props, place);
      if (Object.keys(parts).length > 0) onBatchChange(parts);
    },
    [onChange, onBatchChange, props],
  );
  const pointAt = useCallback(
    async (lat: number, lng: number) => {
      const plain: MapValue = { address: `${lat}, ${lng}`, lat, lng, addressParts: {} };
      choose(plain);
      if (!geocoding) return;
      const place = await placeAt(lat, lng).catch(() => null);
      if (place) choose({ ...place, lat, lng });
    },
    [choose, geocoding],
  );
  const onPoint = useCallback((lat: number, lng: number) => void pointAt(lat, lng), [pointAt]);
  const geolocation = useGeolocation(onPoint, () => setCentre(fallback));
  const disabled = props.readOnly;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {modes.length > 1 ? (
        <Segmented<MapMode>
          value={mode}
          onChange={setChosen}
          options={modes.map((option) => ({ value: option, label: t(MODE_LABELS[option]) }))}
        />
      ) : null}
      <MapInputs
        key={mode}
        mode={mode}
        inputId={props.inputId}
        value={value}
        disabled={disabled}
        onPoint={onPoint}
        onPlace={choose}
      />
      {value ? <Typography.Text>{value.address}</Typography.Text> : null}
      {geolocation.error ? <Alert type="error" showIcon title={geolocation.error} /> : null}
      <Space>
        <Button icon={<AimOutlined />} disabled={disabled} onClick={geolocation.locate}>
          {t('panels.map.myLocation')}
        </Button>
        <Button onClick={() => setMapShown((shown) => !shown)}>
          {mapShown ? t('panels.map.hideMap') : t('panels.map.showMap')}
        </Button>
      </Space>
      {mapShown ? (
        <MapView
          centre={centre}
          point={value}
          label={t('panels.map.mapLabel', { label: props.attribute?.label ?? '' })}
          onPick={disabled ? undefined : onPoint}
        />
      ) : null}
    </Space>
  );
}

function MapDisplay(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const value = mapValueOf(props.value);
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text>{value.address || `${value.lat}, ${value.lng}`}</Typography.Text>
      {booleanOption(props, 'isHideByDefault') ? null : (
        <MapView
          centre={value}
          point={value}
          label={t('panels.map.mapLabel', { label: props.attribute?.label ?? '' })}
        />
      )}
    </Space>
  );
}

/** mapField (spec 001 §2.6, §5.3): url, search and coordinates modes over a Leaflet map. */
export const MapWidget: FieldWidget = { Input: MapInput, Display: MapDisplay, labelled: true };
