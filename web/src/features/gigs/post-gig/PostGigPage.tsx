import { Container, Stack } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../accounts';
import { PageHeading } from '../../../ui/PageHeading';
import { clearGigDraft, gigDraftId } from './gigDraft';
import { PostGigForm } from './PostGigForm';

/** /post-gig: a client describes the job, previews it and publishes it for professionals. */
export function PostGigPage() {
  usePageTitle(PAGES.postGig.title);
  // The guard renders this page only once the session holds a user.
  const { data: user } = useSession();
  // A new key starts the form afresh after the draft is discarded.
  const [formKey, setFormKey] = useState(0);
  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <PageHeading
          title={PAGES.postGig.title}
          description="Describe the property and the work. Verified lawyers and surveyors bid; your money waits in escrow until you approve their work."
        />
        {user && (
          <PostGigForm
            key={formKey}
            target={{ kind: 'new' }}
            draftId={gigDraftId(user.id)}
            buyerFirstName={user.name.split(/\s+/)[0] || 'You'}
            onDiscardDraft={() => {
              clearGigDraft(gigDraftId(user.id));
              setFormKey((key) => key + 1);
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
