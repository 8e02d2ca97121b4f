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
import { useSubmission } from '../../lib/useSubmission';
import type { WebhookEndpointFieldsFragment } from '../../gql/graphql';
import { DeliveriesTable } from './DeliveriesTable';
import { EndpointDialog, type EndpointForm } from './EndpointDialog';
import { EndpointsTable, type EndpointAction } from './EndpointsTable';
import { SecretDialog } from './SecretDialog';
import {
  CreateWebhookEndpointMutation,
  DeleteWebhookEndpointMutation,
  RotateWebhookSecretMutation,
  SendWebhookTestMutation,
  UpdateWebhookEndpointMutation,
  WebhookEndpointsQuery,
} from './webhookDocuments';

type Endpoint = WebhookEndpointFieldsFragment;

/**
 * Webhook endpoints (manage-webhooks): add, edit, disable and delete them, rotate a secret (shown
 * once), send a test event, and read an endpoint's delivery log with Redeliver.
 */
export function WebhooksScreen() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(WebhookEndpointsQuery, { variables: { locale: intl.locale }, fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateWebhookEndpointMutation);
  const [update] = useMutation(UpdateWebhookEndpointMutation);
  const [rotate] = useMutation(RotateWebhookSecretMutation);
  const [remove] = useMutation(DeleteWebhookEndpointMutation);
  const [sendTest] = useMutation(SendWebhookTestMutation);
  const form = useSubmission();
  const action = useSubmission();
  const [editing, setEditing] = useState<Endpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ action: 'rotate' | 'delete'; endpoint: Endpoint } | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Bumped to read the shown delivery log again (after a test event).
  const [logVersion, setLogVersion] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const say = (id: 'webhooks.saved' | 'webhooks.deleted' | 'webhooks.testQueued') => setNotice(intl.formatMessage({ id }));

  const save = async (values: EndpointForm) => {
    const target = editing;
    const saved = await form.run(async () => {
      if (target === 'new') {
        const answer = await create({ variables: values });
        setSecret(answer.data?.createWebhookEndpoint.secret ?? null);
      } else if (target) {
        await update({ variables: { id: target.id, ...values } });
      }
    });
    if (!saved) return;
    setEditing(null);
    say('webhooks.saved');
    await refetch();
  };

  const onAction = async (chosen: EndpointAction, endpoint: Endpoint) => {
    if (chosen === 'edit') {
      form.setErrors([]);
      setEditing(endpoint);
    } else if (chosen === 'deliveries') {
      setSelectedId(selectedId === endpoint.id ? null : endpoint.id);
    } else if (chosen === 'test') {
      if (await action.run(() => sendTest({ variables: { id: endpoint.id } }))) {
        say('webhooks.testQueued');
        setSelectedId(endpoint.id);
        setLogVersion((v) => v + 1);
      }
    } else {
      setConfirming({ action: chosen, endpoint });
    }
  };

  const confirm = async () => {
    if (!confirming) return;
    const { endpoint } = confirming;
    if (confirming.action === 'rotate') {
      await action.run(async () => setSecret((await rotate({ variables: { id: endpoint.id } })).data?.rotateWebhookSecret.secret ?? null));
      return;
    }
    if (await action.run(() => remove({ variables: { id: endpoint.id } }))) {
      if (selectedId === endpoint.id) setSelectedId(null);
      say('webhooks.deleted');
      await refetch();
    }
  };

  const endpoints = data?.webhookEndpoints;
  const selected = endpoints?.find((e) => e.id === selectedId);
  return (
    <>
      <ScreenTitle id="screen.webhooks.title" />
      <Typography sx={{ mb: 2, maxWidth: '60em' }}>{intl.formatMessage({ id: 'webhooks.intro' })}</Typography>
      <Button
        variant="contained"
        sx={{ mb: 2 }}
        onClick={() => {
          form.setErrors([]);
          setEditing('new');
        }}
      >
        {intl.formatMessage({ id: 'webhooks.add' })}
      </Button>
      <ErrorList errors={error ? errorItemsOf(error) : action.errors} />
      {!endpoints ? (
        <Loading />
      ) : endpoints.length === 0 ? (
        <Typography>{intl.formatMessage({ id: 'webhooks.empty' })}</Typography>
      ) : (
        <EndpointsTable endpoints={endpoints} selectedId={selectedId} onAction={(chosen, endpoint) => void onAction(chosen, endpoint)} />
      )}
      {selected && <DeliveriesTable key={`${selected.id}-${logVersion}`} endpoint={selected} onDone={setNotice} />}
      {editing && data && (
        <EndpointDialog
          endpoint={editing === 'new' ? null : editing}
          events={data.webhookEvents}
          pending={form.pending}
          errors={form.errors}
          onSubmit={(values) => void save(values)}
          onClose={() => setEditing(null)}
        />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      <ConfirmDialog
        open={confirming !== null}
        title={intl.formatMessage({ id: confirming?.action === 'rotate' ? 'webhooks.rotate.confirmTitle' : 'webhooks.delete.confirmTitle' })}
        message={intl.formatMessage({ id: confirming?.action === 'rotate' ? 'webhooks.rotate.confirmMessage' : 'webhooks.delete.confirmMessage' })}
        confirmLabel={intl.formatMessage({ id: confirming?.action === 'rotate' ? 'webhooks.rotate' : 'webhooks.delete' })}
        destructive={confirming?.action === 'delete'}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
