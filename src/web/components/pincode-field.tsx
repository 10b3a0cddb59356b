import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PincodeLookup, pincodePattern } from '../../common/api/locations.ts';
import { ApiError, apiFetch } from '../api/client.ts';
import { useKeyFilter } from './use-key-filter.ts';

export type PincodePlace = PincodeLookup['places'][number];

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  id: string;
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  /** Called with the pincode's primary state and district once six valid digits are entered. */
  onPlace: (place: PincodePlace) => void;
};

/**
 * A pincode input that fills state and district (spec §5 "Pincode entry auto-fills state and
 * district"): when the sixth digit is typed it asks the server (India Post directory, the
 * primary district first) and hands the place to `onPlace`. Only digits are accepted (spec §5
 * key-press filter, refused visibly, never stripped). What happened is announced politely to screen readers.
 */
export function PincodeField({ value, onChange, onPlace, id, description, error, ...rest }: Props) {
  const { t } = useTranslation('masters');
  // Spec §5 digits only: a key or a paste with anything else is refused and says why (issue #24
  // item 4: "781-001" pasted was silently made 781001).
  const filter = useKeyFilter('digits');
  const [status, setStatus] = useState<{ key: string; values?: Record<string, string> } | null>(null);
  const looked = useRef<string | null>(null);
  // Only what the user types is looked up: a saved address is not overwritten on load.
  const edited = useRef(false);
  const onPlaceRef = useRef(onPlace);
  onPlaceRef.current = onPlace;

  useEffect(() => {
    if (!edited.current || !pincodePattern.test(value) || looked.current === value) return;
    looked.current = value;
    const controller = new AbortController();
    setStatus({ key: 'pincode.looking' });
    apiFetch<PincodeLookup>(`/locations/pincodes/${value}`, { signal: controller.signal }).then(
      (result) => {
        const place = result.places[0];
        if (!place) return;
        onPlaceRef.current(place);
        setStatus({ key: 'pincode.filled', values: { state: place.state, district: place.district } });
      },
      (error) => {
        if (controller.signal.aborted) return;
        setStatus({
          key: error instanceof ApiError && error.code === 'NOT_FOUND' ? 'pincode.unknown' : 'pincode.failed',
        });
      },
    );
    return () => {
      controller.abort();
      if (looked.current === value) looked.current = null;
    };
  }, [value]);

  return (
    <div>
      <TextInput
        {...rest}
        id={id}
        value={value}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        description={description}
        {...filter.inputProps}
        error={filter.error ?? error}
        onChange={(e) => {
          edited.current = true;
          const typed = e.currentTarget.value;
          onChange({ currentTarget: { value: typed } });
          if (typed.length < 6) setStatus(null);
        }}
      />
      <Text id={`${id}-lookup`} size="sm" mt={4} aria-live="polite">
        {status ? t(status.key, status.values ?? {}) : ''}
      </Text>
    </div>
  );
}
