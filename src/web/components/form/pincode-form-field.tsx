import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { PincodeField } from '../pincode-field.tsx';
import { Field } from './field.tsx';

/**
 * The form kit's postal code (spec §5 "Pincode entry auto-fills state and district"): the
 * pincode input that, once six digits are typed, fills the form's state and district fields
 * named in `fills`. The answer travels while the person goes on typing: it fills a field only
 * if that field still holds what it held when the sixth digit was typed, so a district typed
 * meanwhile ("Kamrup Metropolitan") is never replaced by the directory's ("Kamrup Metro").
 */
export function PincodeFormField(props: {
  name: string;
  label: string;
  /** The form paths the place fills: the state and the district (or city). */
  fills: { state: string; district: string };
  required?: boolean;
  description?: string;
}) {
  const { getValues, setValue } = useFormContext();
  // The targets' values at the moment of the lookup (the last change of the pincode).
  const before = useRef<{ state: unknown; district: unknown }>({ state: undefined, district: undefined });
  return (
    <Field name={props.name}>
      {(input) => (
        <PincodeField
          {...input}
          value={String(input.value ?? '')}
          label={props.label}
          required={props.required}
          description={props.description}
          onChange={(event) => {
            before.current = {
              state: getValues(props.fills.state),
              district: getValues(props.fills.district),
            };
            input.onChange(event);
          }}
          onPlace={(place) => {
            for (const [key, value] of [
              ['state', place.state],
              ['district', place.district],
            ] as const) {
              const path = props.fills[key];
              if (getValues(path) === before.current[key]) setValue(path, value, { shouldDirty: true });
            }
          }}
        />
      )}
    </Field>
  );
}
