import { Input, InputNumber, List, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/api-error';
import { useDebouncedValue } from '../../../app/useDebouncedValue';
import { searchPlaces } from './map-service';
import { type MapMode, type MapValue, parseMapLink } from './map-value';

/** Spec 001 §9: typed coordinates are applied 1 s after the last keystroke. */
const COORDINATE_DEBOUNCE_MS = 1000;

interface MapInputsProps {
  mode: MapMode;
  inputId: string;
  value: MapValue | undefined;
  disabled: boolean;
  onPoint: (lat: number, lng: number) => void;
  onPlace: (place: MapValue) => void;
}

function UrlInput({ inputId, disabled, onPoint }: Pick<MapInputsProps, 'inputId' | 'disabled' | 'onPoint'>) {
  const { t } = useTranslation();
  const [ignored, setIgnored] = useState(false);
  return (
    <>
      <Input
        id={inputId}
        disabled={disabled}
        placeholder={t('panels.map.urlPlaceholder')}
        onChange={(event) => {
          const text = event.target.value;
          const point = parseMapLink(text);
          setIgnored(text !== '' && point === undefined);
          if (point) onPoint(point.lat, point.lng);
        }}
      />
      {ignored ? <Typography.Text type="secondary">{t('panels.map.urlIgnored')}</Typography.Text> : null}
    </>
  );
}

function SearchInput({
  inputId,
  disabled,
  onPlace,
}: Pick<MapInputsProps, 'inputId' | 'disabled' | 'onPlace'>) {
  const { t } = useTranslation();
  const [results, setResults] = useState<MapValue[]>();
  const [failure, setFailure] = useState<string>();
  const [loading, setLoading] = useState(false);
  const search = async (text: string) => {
    if (text.trim().length < 2) return;
    setLoading(true);
    setFailure(undefined);
    try {
      setResults(await searchPlaces(text));
    } catch (error) {
      setFailure(t('panels.map.searchFailed', { message: errorMessage(error) }));
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Input.Search
        id={inputId}
        disabled={disabled}
        loading={loading}
        placeholder={t('panels.map.searchPlaceholder')}
        onSearch={(text) => void search(text)}
      />
      {failure ? <Typography.Text type="danger">{failure}</Typography.Text> : null}
      {results ? (
        <List
          size="small"
          dataSource={results}
          locale={{ emptyText: t('panels.map.noResults') }}
          renderItem={(place) => (
            <List.Item>
              <Typography.Link
                onClick={() => {
                  onPlace(place);
                  setResults(undefined);
                }}
              >
                {place.address}
              </Typography.Link>
            </List.Item>
          )}
        />
      ) : null}
    </>
  );
}

function CoordinateInputs({ inputId, value, disabled, onPoint }: Omit<MapInputsProps, 'mode' | 'onPlace'>) {
  const { t } = useTranslation();
  const [lat, setLat] = useState<number | null>(value?.lat ?? null);
  const [lng, setLng] = useState<number | null>(value?.lng ?? null);
  const pair = useMemo(() => ({ lat, lng }), [lat, lng]);
  const typed = useDebouncedValue(pair, COORDINATE_DEBOUNCE_MS);
  // Only a settled change of the typed pair applies it; later renders of the form do not re-apply.
  const latest = useRef({ onPoint, value });
  latest.current = { onPoint, value };
  useEffect(() => {
    const { lat: a, lng: b } = typed;
    const current = latest.current.value;
    if (a === null || b === null || (a === current?.lat && b === current?.lng)) return;
    latest.current.onPoint(a, b);
  }, [typed]);
  return (
    <Space wrap>
      <InputNumber
        id={inputId}
        aria-label={t('panels.map.latitude')}
        placeholder={t('panels.map.latitude')}
        disabled={disabled}
        min={-90}
        max={90}
        value={lat}
        onChange={(next) => setLat(next)}
      />
      <InputNumber
        aria-label={t('panels.map.longitude')}
        placeholder={t('panels.map.longitude')}
        disabled={disabled}
        min={-180}
        max={180}
        value={lng}
        onChange={(next) => setLng(next)}
      />
    </Space>
  );
}

/** The input of the chosen mode (spec 001 §2.6 "Map picker"). */
export function MapInputs(props: MapInputsProps) {
  if (props.mode === 'url') return <UrlInput {...props} />;
  if (props.mode === 'search') return <SearchInput {...props} />;
  return <CoordinateInputs {...props} />;
}
