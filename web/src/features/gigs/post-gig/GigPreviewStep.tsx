import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { checklistForCategory, type GigInput } from '@titletrust/shared';
import type { AttachmentEntry } from '../../files';
import { GigOverview } from '../components/GigOverview';

interface Props {
  /** Publishing a new gig, or saving changes to a published one. */
  editing: boolean;
  body: GigInput;
  attachments: AttachmentEntry[];
  buyerFirstName: string;
  publishing: boolean;
  onEdit: () => void;
  onPublish: () => void;
}

/** The gig exactly as professionals will see it, before it goes live. */
export function GigPreviewStep({
  editing,
  body,
  attachments,
  buyerFirstName,
  publishing,
  ...actions
}: Props) {
  return (
    <Stack gap="lg">
      <Alert color="blue" icon={<IconEye size={18} aria-hidden />} title="Preview">
        <Text size="sm">
          This is how legal professionals will see your gig.{' '}
          {editing
            ? 'Save your changes, and professionals who already bid are told; or go back to change anything.'
            : 'Publish it to start receiving bids, or go back to change anything.'}
        </Text>
      </Alert>
      <GigOverview
        titleOrder={2}
        gig={{
          ...body,
          budgetMaxMinor: body.budgetMaxMinor ?? null,
          state: 'open',
          buyerFirstName,
          bidCount: 0,
          checklist: checklistForCategory(body.category),
          attachments,
        }}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={actions.onEdit} disabled={publishing}>
          Back to editing
        </Button>
        <Button onClick={actions.onPublish} loading={publishing}>
          {editing ? 'Save changes' : 'Publish gig'}
        </Button>
      </Group>
    </Stack>
  );
}
