import { Divider, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { Fragment } from 'react';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { ReviewReportCard } from './ReviewReportCard';
import { useReviewReports } from './useReviewReports';

/** The admin's queue of reported reviews and of reviews held for a shared wallet address. */
export function ReviewReportsSection() {
  const reports = useReviewReports();
  return (
    <SectionCard
      titleId="review-reports-title"
      title="Reported reviews"
      description="Keep a review, or hide it with a reason its author is told. Reviews between accounts that share a wallet address wait here too."
    >
      {reports.isPending ? (
        <Skeleton h={160} radius="lg" aria-label="Loading reported reviews" />
      ) : reports.isError ? (
        <QueryFailedAlert query={reports} title="Reported reviews could not be loaded" />
      ) : reports.data.length === 0 ? (
        <EmptyState
          icon={<IconFlag size={28} aria-hidden />}
          title="No reported reviews"
          description="When someone reports a review, or two reviewing accounts share a wallet address, it waits here."
        />
      ) : (
        <Stack gap="lg">
          {reports.data.map((report, index) => (
            <Fragment key={report.id}>
              {index > 0 && <Divider />}
              <ReviewReportCard report={report} />
            </Fragment>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
