import { Group, Paper, Radio, SimpleGrid, ThemeIcon } from '@mantine/core';
import { IconGavel, IconHome } from '@tabler/icons-react';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, type AccountType } from '@titletrust/shared';

const DESCRIPTIONS: Record<AccountType, string> = {
  client: 'I am buying property and want it checked.',
  professional: 'I am a lawyer or surveyor and want to bid on jobs.',
};

const ICONS = { client: IconHome, professional: IconGavel } as const;

interface Props {
  value: AccountType | '';
  onChange: (value: AccountType) => void;
  error?: string;
}

/** Client or Legal Professional (spec §2): client becomes a buyer, professional a seller. */
export function AccountTypeChoice({ value, onChange, error }: Props) {
  return (
    <Radio.Group label="I am joining as" value={value || null} onChange={onChange} error={error}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
        {ACCOUNT_TYPES.map((type) => {
          const Icon = ICONS[type];
          return (
            <Paper key={type} withBorder radius="md" p="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={32} radius="xl" aria-hidden>
                  <Icon size={18} />
                </ThemeIcon>
                <Radio
                  value={type}
                  label={ACCOUNT_TYPE_LABELS[type]}
                  description={DESCRIPTIONS[type]}
                />
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
