import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  ADMIN_PAGE_SIZES,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@titletrust/shared';
import { VERIFICATION_LABELS } from '../accounts';

interface Props {
  search: string;
  onSearchChange: (value: string) => void;
  verificationStatus: VerificationStatus | '';
  onVerificationStatusChange: (value: VerificationStatus | '') => void;
  pageSize: number;
  onPageSizeChange: (value: number) => void;
}

const ALL = 'all';

const STATUS_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...VERIFICATION_STATUSES.map((status) => ({ value: status, label: VERIFICATION_LABELS[status] })),
];

const PAGE_SIZE_OPTIONS = ADMIN_PAGE_SIZES.map((size) => ({
  value: String(size),
  label: `${size} per page`,
}));

export function ProfileFilterBar(props: Props) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search profiles"
        placeholder="Name or e-mail"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
        maxLength={120}
      />
      <Select
        label="Verification status"
        data={STATUS_OPTIONS}
        value={props.verificationStatus || ALL}
        onChange={(value) =>
          props.onVerificationStatusChange(
            VERIFICATION_STATUSES.find((status) => status === value) ?? '',
          )
        }
        allowDeselect={false}
        w={{ base: '100%', xs: 180 }}
      />
      <Select
        label="Rows per page"
        data={PAGE_SIZE_OPTIONS}
        value={String(props.pageSize)}
        onChange={(value) => props.onPageSizeChange(Number(value ?? ADMIN_PAGE_SIZES[0]))}
        allowDeselect={false}
        w={{ base: '100%', xs: 150 }}
      />
    </Group>
  );
}
