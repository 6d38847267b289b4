import { ActionIcon, Box, Group, MultiSelect, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { MASTER_DATA_KINDS, useMasterData, type MasterDataKind } from '../../../lib/admin/master-data';
import { MasterDataChoice } from '../../../components/admin/MasterDataChoice';

interface Common {
  kind: MasterDataKind;
  label: string;
  error?: string;
  required?: boolean;
  /** Opens the dialog that lists, adds and deletes this kind's items; absent for whoever may not (an asesor). */
  onManage?: (kind: MasterDataKind) => void;
}

type Props = Common &
  (
    | { multiple?: false; value: string; onChange: (value: string) => void }
    | { multiple: true; value: string[]; onChange: (value: string[]) => void }
  );

/** A searchable pick from one master-data list, with the button that manages the list beside it. */
export function MasterDataSelect(props: Props) {
  const { kind, label, error, required, onManage } = props;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Box flex={1}>
        {props.multiple ? (
          <MultiPick kind={kind} label={label} error={error} value={props.value} onChange={props.onChange} />
        ) : (
          <MasterDataChoice
            kind={kind}
            label={label}
            error={error}
            required={required}
            placeholder="Buscar o elegir"
            value={props.value}
            onChange={props.onChange}
          />
        )}
      </Box>
      {onManage && (
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
      )}
    </Group>
  );
}

/** Several items of one list (a listing's characteristics). */
function MultiPick({
  kind,
  label,
  error,
  value,
  onChange,
}: Omit<Common, 'onManage' | 'required'> & {
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { data, isLoading } = useMasterData(kind);
  return (
    <MultiSelect
      label={label}
      error={error}
      data={(data ?? []).map((item) => ({ value: item.id, label: item.name }))}
      value={value}
      onChange={onChange}
      searchable
      hidePickedOptions
      clearable
      nothingFoundMessage="Sin resultados"
      placeholder={isLoading ? 'Cargando...' : 'Buscar o elegir'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
