import PublishIcon from '@mui/icons-material/Publish';
import SendIcon from '@mui/icons-material/Send';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../auth/useAuth';
import { ErrorList } from '../../components/ErrorList';
import { SuccessNotice } from '../../components/SuccessNotice';
import type { PublicationPageFieldsFragment } from '../../gql/graphql';
import { useSubmission } from '../../lib/useSubmission';
import { useProblemWording } from '../../components/checks/useProblemWording';
import { PendingRequestNotice } from './PendingRequestNotice';
import { PublishPageMutation, UnpublishPageMutation } from './publicationDocuments';
import { RequestPublicationDialog } from './RequestPublicationDialog';

interface PublicationActionsProps {
  page: PublicationPageFieldsFragment;
  /** The head version: what a request or a publication concerns. */
  headVersion: { id: number; hasPublicationRequest: boolean } | null;
  /** After every action, failed ones too (someone else may have acted meanwhile): the screen reloads the page. */
  onChanged(): void;
  /**
   * Runs first (the editor saves or drops unsaved changes) and answers the head's revision
   * then, which a publish insists on; null calls the action off.
   */
  beforeAction?(): Promise<{ revision: number } | null>;
  /** Further actions on the page's publication, at the end of the toolbar (adding it to a release). */
  more?: ReactNode;
}

type DirectAction = 'publish' | 'unpublish';

/**
 * The editor's publication toolbar: request publication with a comment; publish and
 * unpublish directly with publish-page. Their failures land in the publication-requests error list.
 */
export function PublicationActions({
  page,
  headVersion,
  onChanged,
  beforeAction = () => Promise.resolve({ revision: page.revision }),
  more,
}: PublicationActionsProps) {
  const intl = useIntl();
  const { can } = useAuth();
  const [publishPage] = useMutation(PublishPageMutation);
  const [unpublishPage] = useMutation(UnpublishPageMutation);
  const { pending, errors, run } = useSubmission();
  const describeProblem = useProblemWording();
  const [lastAction, setLastAction] = useState<DirectAction>('publish');
  const [requestOpen, setRequestOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const waiting = page.pendingPublicationRequests > 0;
  const headIsLive = headVersion !== null && headVersion.id === page.publishedVersionID;

  const act = async (action: DirectAction) => {
    const head = await beforeAction();
    if (!head) return;
    setLastAction(action);
    // The revision makes a publish refuse (V_07) a head stored after this screen loaded.
    const call =
      action === 'publish' ? () => publishPage({ variables: { id: page.id, revision: head.revision } }) : () => unpublishPage({ variables: { id: page.id } });
    if (await run(call)) setNotice(intl.formatMessage({ id: action === 'publish' ? 'publication.published' : 'publication.unpublished' }));
    onChanged();
  };

  return (
    <Box sx={{ my: 3 }}>
      <Box role="toolbar" aria-label={intl.formatMessage({ id: 'publication.toolbar' })} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<SendIcon />}
          onClick={() => void beforeAction().then((head) => setRequestOpen(head !== null))}
          disabled={pending || waiting || headVersion === null || headIsLive}
          aria-haspopup="dialog"
        >
          {intl.formatMessage({ id: 'publication.request' })}
        </Button>
        {can('publish-page') && (
          <>
            <Button
              variant="contained"
              startIcon={<PublishIcon />}
              onClick={() => void act('publish')}
              disabled={headVersion === null || headIsLive || (pending && lastAction !== 'publish')}
              loading={pending && lastAction === 'publish'}
            >
              {intl.formatMessage({ id: 'publication.publish' })}
            </Button>
            <Button
              variant="outlined"
              // Taking a page offline is the destructive choice; MUI's warning orange reads at 2.9:1 on white, its error red at 4.98:1.
              color="error"
              startIcon={<UnpublishedIcon />}
              onClick={() => void act('unpublish')}
              disabled={page.publishedVersionID === null || (pending && lastAction !== 'unpublish')}
              loading={pending && lastAction === 'unpublish'}
            >
              {intl.formatMessage({ id: 'publication.unpublish' })}
            </Button>
          </>
        )}
        {more}
      </Box>
      <ErrorList
        id="publication-requests"
        errors={errors}
        title={intl.formatMessage({ id: lastAction === 'publish' ? 'publication.publishFailed' : 'publication.unpublishFailed' })}
        describe={describeProblem}
      />
      {waiting && headVersion?.hasPublicationRequest && (
        <PendingRequestNotice
          versionId={headVersion.id}
          onReviewed={(message) => {
            setNotice(message);
            onChanged();
          }}
        />
      )}
      {requestOpen && (
        <RequestPublicationDialog
          pageId={page.id}
          onClose={() => setRequestOpen(false)}
          onRequested={() => {
            setRequestOpen(false);
            setNotice(intl.formatMessage({ id: 'publication.requested' }));
            onChanged();
          }}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
