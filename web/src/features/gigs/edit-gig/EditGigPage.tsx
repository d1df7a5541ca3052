import { Alert, Button, Container, Skeleton, Stack } from '@mantine/core';
import { availableActions, GIG_LIFECYCLE, PAGES, type GigDetail } from '@titletrust/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../accounts';
import { GigLoadProblem } from '../components/GigLoadProblem';
import { PageHeading } from '../../../ui/PageHeading';
import { gigPath } from '../../../lib/gigPath';
import { clearGigDraft, gigDraftId } from '../post-gig/gigDraft';
import { formValuesOfGig } from '../post-gig/gigFormValues';
import { PostGigForm } from '../post-gig/PostGigForm';
import { useGig } from '../useGig';

function NotEditable({ gig }: { gig: GigDetail }) {
  return (
    <Alert color="gray" title="This gig cannot be edited">
      <Stack gap="sm" align="flex-start">
        {gig.isOwner
          ? 'Only an open gig, still taking bids, can be changed.'
          : 'Only the client who posted a gig can change it.'}
        <Button size="xs" variant="light" component={Link} to={gigPath(gig.id)}>
          Back to the gig
        </Button>
      </Stack>
    </Alert>
  );
}

function EditForm({ gig, userId }: { gig: GigDetail; userId: string }) {
  // A new key starts the form afresh (from the gig as published) after the draft is discarded.
  const [formKey, setFormKey] = useState(0);
  const draftId = gigDraftId(userId, gig.id);
  return (
    <PostGigForm
      key={formKey}
      target={{ kind: 'edit', gigId: gig.id }}
      draftId={draftId}
      published={{ values: formValuesOfGig(gig), attachments: gig.attachments }}
      currencyFixed={gig.bidCount > 0}
      buyerFirstName={gig.buyerFirstName}
      onDiscardDraft={() => {
        clearGigDraft(draftId);
        setFormKey((key) => key + 1);
      }}
    />
  );
}

/** /gigs/:id/edit: the client changes their open gig; professionals who bid are told. */
export function EditGigPage() {
  const { id = '' } = useParams();
  const gig = useGig(id);
  const { data: user } = useSession();
  usePageTitle(PAGES.editGig.title);

  let content;
  if (gig.isPending) content = <Skeleton h={420} radius="lg" aria-label="Loading the gig" />;
  else if (gig.isError)
    content = (
      <GigLoadProblem error={gig.error} onRetry={gig.refetch} retrying={gig.isRefetching} />
    );
  else if (
    !gig.data.isOwner ||
    !availableActions(GIG_LIFECYCLE, gig.data.state, ['owner']).includes('edit')
  )
    content = <NotEditable gig={gig.data} />;
  else if (user) content = <EditForm gig={gig.data} userId={user.id} />;

  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <PageHeading
          title={PAGES.editGig.title}
          description="Change anything while your gig takes bids. Professionals who already bid are told, so they can revise their offer."
        />
        {content}
      </Stack>
    </Container>
  );
}
