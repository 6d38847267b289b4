import { ActionIcon, Group, MultiSelect, Select, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { MASTER_DATA_KINDS, useMasterData, type MasterDataKind } from '../api/master-data';

interface Common {
  kind: MasterDataKind;
  label: string;
  error?: string;
  required?: boolean;
  /** Opens the dialog that lists, adds and deletes this kind's items. */
  onManage: (kind: MasterDataKind) => void;
}

type Props = Common &
  (
    | { multiple?: false; value: string; onChange: (value: string) => void }
    | { multiple: true; value: string[]; onChange: (value: string[]) => void }
  );

/** A searchable pick from one master-data list, with the button that manages the list beside it. */
export function MasterDataSelect(props: Props) {
  const { kind, label, error, required, onManage } = props;
  const { data, isLoading } = useMasterData(kind);
  const options = (data ?? []).map((item) => ({ value: item.id, label: item.name }));
  const common = {
    label,
    error,
    required,
    data: options,
    searchable: true,
    nothingFoundMessage: 'Sin resultados',
    placeholder: isLoading ? 'Cargando...' : 'Buscar o elegir',
    flex: 1,
    comboboxProps: { withinPortal: true },
  };
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      {props.multiple ? (
        <MultiSelect {...common} value={props.value} onChange={props.onChange} hidePickedOptions clearable />
      ) : (
        <Select {...common} value={props.value || null} onChange={(value) => props.onChange(value ?? '')} />
      )}
      <Tooltip label={`Gestionar ${MASTER_DATA_KINDS[kind].title.toLowerCase()}`}>
        <ActionIcon
          variant="default"
          size="input-sm"
          mt={25}
          aria-label={`Gestionar ${MASTER_DATA_KINDS[kind].title.toLowerCase()}`}
          onClick={() => onManage(kind)}
        >
          <IconSettings size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
