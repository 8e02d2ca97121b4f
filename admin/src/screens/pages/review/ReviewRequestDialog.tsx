import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useProblemWording } from '../../../components/checks/useProblemWording';
import { FormDialog } from '../../../components/FormDialog';
import { TextInput } from '../../../components/TextInput';
import type { PublicationRequestFieldsFragment } from '../../../gql/graphql';
import { WaitingRequestCountQuery } from '../../../layout/useWaitingRequestCount';
import { useRelativeAge } from '../../../lib/relativeAge';
import { useSubmission } from '../../../lib/useSubmission';
import { RequestChanges } from './RequestChanges';
import { RequestProblems } from './RequestProblems';
import { AcceptPublicationMutation, RejectPublicationMutation } from './reviewDocuments';

/** The server keeps at most this much feedback. */
const FEEDBACK_MAX_LENGTH = 2000;

export type ReviewDecision = 'accept' | 'reject';

/** A part of the dialog under its own heading (the dialog title is the h2). */
function ReviewSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

interface ReviewRequestDialogProps {
  request: PublicationRequestFieldsFragment;
  onClose(): void;
  onDecided(decision: ReviewDecision): void;
}

/**
 * The review request dialog: the requester's comment, what changes against the live
 * version, and feedback for the requester with Accept or Reject.
 */
export function ReviewRequestDialog({ request, onClose, onDecided }: ReviewRequestDialogProps) {
  const intl = useIntl();
  const [feedback, setFeedback] = useState('');
  // A decision takes the request off the waiting list: the navigation's count asks again.
  const [accept] = useMutation(AcceptPublicationMutation, { refetchQueries: [WaitingRequestCountQuery] });
  const [reject] = useMutation(RejectPublicationMutation, { refetchQueries: [WaitingRequestCountQuery] });
  const { pending, errors, run } = useSubmission();
  const age = useRelativeAge(request.ageSeconds);
  // Accepting publishes: a refusal (CC_01) lists each blocking problem as the Checks tab words it.
  const describeProblem = useProblemWording();

  const decide = async (decision: ReviewDecision) => {
    const variables = { versionId: request.pageVersionID, feedback: feedback.trim() };
    if (await run(() => (decision === 'accept' ? accept({ variables }) : reject({ variables })))) onDecided(decision);
  };

  return (
    <FormDialog
      open
      size="md"
      title={intl.formatMessage({ id: 'review.title' })}
      submitLabel={intl.formatMessage({ id: 'review.accept' })}
      pending={pending}
      errors={errors}
      describeError={describeProblem}
      onSubmit={() => void decide('accept')}
      onClose={onClose}
      extraAction={
        <Button variant="outlined" color="error" onClick={() => void decide('reject')} disabled={pending}>
          {intl.formatMessage({ id: 'review.reject' })}
        </Button>
      }
    >
      <Typography>
        {intl.formatMessage(
          { id: 'review.requested' },
          {
            page: request.pageTitle,
            path: `${request.pageLocale} · /${request.pageSlug}`,
            name: request.requestedBy?.name ?? intl.formatMessage({ id: 'publication.formerUser' }),
            age,
          },
        )}
      </Typography>
      <ReviewSection heading={intl.formatMessage({ id: 'review.commentHeading' })}>
        {request.comment ? (
          <Typography component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-line' }}>
            {request.comment}
          </Typography>
        ) : (
          <Typography color="text.secondary">{intl.formatMessage({ id: 'publication.noComment' })}</Typography>
        )}
      </ReviewSection>
      <ReviewSection heading={intl.formatMessage({ id: 'review.changesHeading' })}>
        <RequestChanges replacedVersionId={request.replacedVersionID} requestedVersionId={request.pageVersionID} />
      </ReviewSection>
      <ReviewSection heading={intl.formatMessage({ id: 'checks.review.heading' })}>
        <RequestProblems versionId={request.pageVersionID} />
      </ReviewSection>
      <TextInput
        name="feedback"
        label="field.feedback"
        value={feedback}
        onChange={setFeedback}
        errors={errors}
        multiline
        maxLength={FEEDBACK_MAX_LENGTH}
        hint={intl.formatMessage({ id: 'review.feedbackHint' })}
      />
    </FormDialog>
  );
}
