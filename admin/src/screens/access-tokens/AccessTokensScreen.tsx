import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../api/errorItems';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorList } from '../../components/ErrorList';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { SuccessNotice } from '../../components/SuccessNotice';
import type { AccessTokenFieldsFragment } from '../../gql/graphql';
import { AccessTokensQuery, RevokeAccessTokenMutation } from './accessTokenDocuments';
import { AccessTokensTable } from './AccessTokensTable';
import { IssuedTokenNotice } from './IssuedTokenNotice';
import { IssueTokenDialog } from './IssueTokenDialog';

type Dialog = { kind: 'issue' } | { kind: 'revoke'; token: AccessTokenFieldsFragment } | null;

/** Personal access tokens (manage-access-tokens): what MCP clients sign in with. Issue, list, revoke. */
export function AccessTokensScreen() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AccessTokensQuery, { fetchPolicy: 'network-only' });
  const [revoke] = useMutation(RevokeAccessTokenMutation);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [issued, setIssued] = useState<{ token: string; name: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const revokeToken = async (token: AccessTokenFieldsFragment) => {
    await revoke({ variables: { id: token.id } });
    setNotice(intl.formatMessage({ id: 'accessTokens.revoked' }, { name: token.name }));
    await refetch();
  };

  return (
    <>
      <ScreenTitle id="screen.accessTokens.title" />
      <Typography sx={{ mb: 2 }}>{intl.formatMessage({ id: 'accessTokens.intro' })}</Typography>
      {issued && <IssuedTokenNotice token={issued.token} name={issued.name} onDismiss={() => setIssued(null)} />}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'issue' })} aria-haspopup="dialog">
          {intl.formatMessage({ id: 'accessTokens.issue' })}
        </Button>
      </Box>
      {loading && !data && <Loading />}
      {error && <ErrorList errors={errorItemsOf(error)} />}
      {data &&
        (data.accessTokens.length ? (
          <AccessTokensTable tokens={data.accessTokens} onRevoke={(token) => setDialog({ kind: 'revoke', token })} />
        ) : (
          <Typography color="text.secondary">{intl.formatMessage({ id: 'accessTokens.none' })}</Typography>
        ))}
      {dialog?.kind === 'issue' && (
        <IssueTokenDialog
          onClose={() => setDialog(null)}
          onIssued={(token, name) => {
            setDialog(null);
            setIssued({ token, name });
            void refetch();
          }}
        />
      )}
      {dialog?.kind === 'revoke' && (
        <ConfirmDialog
          open
          title={intl.formatMessage({ id: 'accessTokens.revokeTitle' })}
          message={intl.formatMessage({ id: 'accessTokens.revokeMessage' }, { name: dialog.token.name, user: dialog.token.user.name })}
          confirmLabel={intl.formatMessage({ id: 'accessTokens.revokeConfirm' })}
          destructive
          onConfirm={() => revokeToken(dialog.token)}
          onClose={() => setDialog(null)}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
