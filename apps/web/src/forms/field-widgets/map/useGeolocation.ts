import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser's position on request. Either failure gives the spec's error text (001 §8), and the
 * caller centres the map on the default point.
 */
export function useGeolocation(onPosition: (lat: number, lng: number) => void, onFailure: () => void) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const locate = useCallback(() => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setError(t('panels.map.noGeolocation'));
      onFailure();
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setError(undefined);
        onPosition(position.coords.latitude, position.coords.longitude);
      },
      () => {
        setError(t('panels.map.geolocationFailed'));
        onFailure();
      },
    );
  }, [onPosition, onFailure, t]);
  return { locate, error };
}
