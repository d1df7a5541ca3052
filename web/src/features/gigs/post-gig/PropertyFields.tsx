import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { GIG_LIMITS, NIGERIAN_STATES } from '@titletrust/shared';

const STATE_OPTIONS = NIGERIAN_STATES.map((state) => ({ value: state.code, label: state.name }));

interface Props {
  state: string;
  address: string;
  onStateChange: (code: string) => void;
  onAddressChange: (address: string) => void;
  onAddressBlur: () => void;
  stateError: string | undefined;
  addressError: string | undefined;
}

export function PropertyFields(props: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label="Property state"
        placeholder="Choose or type a state"
        data={STATE_OPTIONS}
        value={props.state || null}
        onChange={(code) => props.onStateChange(code ?? '')}
        searchable
        // Typing a state's name and pressing Enter picks it, as a keyboard user expects.
        selectFirstOptionOnChange
        nothingFoundMessage="No state matches"
        error={props.stateError}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label="Address or LGA"
        placeholder="e.g. Plot 12, Lekki Phase 1, Eti-Osa LGA"
        value={props.address}
        onChange={(event) => props.onAddressChange(event.currentTarget.value)}
        onBlur={props.onAddressBlur}
        error={props.addressError}
        maxLength={GIG_LIMITS.addressMax}
      />
    </SimpleGrid>
  );
}
