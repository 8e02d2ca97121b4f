import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { concerns, errorItemsOf } from '../../api/errorItems';
import { FormDialog } from '../../components/FormDialog';
import { TextInput } from '../../components/TextInput';
import { apiErrorText } from '../../i18n/apiErrorText';
import type { FieldLabelOverrides } from '../../i18n/fieldLabels';
import { missingFields } from '../../lib/requiredFields';
import { useSubmission } from '../../lib/useSubmission';
import { AccessTokenFormOptionsQuery, IssueAccessTokenMutation } from './accessTokenDocuments';
import { ScopePicker } from './ScopePicker';

/** The form's fields by the properties the server names in its errors. */
const LABELS: FieldLabelOverrides = {
  name: 'accessTokens.field.name',
  userId: 'accessTokens.field.user',
  scopes: 'accessTokens.field.scopes',
  expiresAt: 'accessTokens.field.expiresOn',
};

interface IssueTokenDialogProps {
  onClose(): void;
  /** The token itself, shown once by the screen. */
  onIssued(token: string, name: string): void;
}

/** Issue a token: its name, its user, its scopes and an optional last day. */
export function IssueTokenDialog({ onClose, onIssued }: IssueTokenDialogProps) {
  const intl = useIntl();
  const options = useQuery(AccessTokenFormOptionsQuery, { fetchPolicy: 'network-only' });
  const [issue] = useMutation(IssueAccessTokenMutation);
  const [name, setName] = useState('');
  const [userId, setUserId] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<string>>(new Set());
  const [expiresOn, setExpiresOn] = useState('');
  const { pending, errors, setErrors, run } = useSubmission();
  const available = options.data?.accessTokenScopes ?? [];

  const submit = async () => {
    const missing = missingFields({ name, userId, scopes: scopes.size ? 'chosen' : '' });
    if (missing.length > 0) return setErrors(missing);
    // The token works until the end of its last day, in the administrator's time zone.
    const expiresAt = expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : null;
    const variables = { name: name.trim(), userId: Number(userId), scopes: available.filter((scope) => scopes.has(scope)), expiresAt };
    await run(async () => {
      const issued = (await issue({ variables })).data?.issueAccessToken;
      if (!issued) throw new Error('The server answered no token');
      onIssued(issued.token, issued.accessToken.name);
    });
  };

  return (
    <FormDialog
      open
      title={intl.formatMessage({ id: 'accessTokens.issueTitle' })}
      submitLabel={intl.formatMessage({ id: 'accessTokens.issue' })}
      pending={pending}
      errors={options.error ? errorItemsOf(options.error) : errors}
      describeError={(error) => apiErrorText(intl, error, LABELS)}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextInput name="name" label="accessTokens.field.name" value={name} onChange={setName} errors={errors} autoComplete="off" maxLength={100} required />
      <TextInput name="userId" label="accessTokens.field.user" value={userId} onChange={setUserId} errors={errors} select required>
        <option value="" disabled>
          {intl.formatMessage({ id: 'accessTokens.field.user.choose' })}
        </option>
        {options.data?.accessTokenHolders.map((user) => (
          <option key={user.id} value={String(user.id)}>
            {`${user.name} (${user.email})`}
          </option>
        ))}
      </TextInput>
      <ScopePicker available={available} selected={scopes} onChange={setScopes} error={concerns(errors, 'scopes')} />
      <TextField
        label={intl.formatMessage({ id: 'accessTokens.field.expiresOn' })}
        helperText={intl.formatMessage({ id: 'accessTokens.field.expiresOn.hint' })}
        type="date"
        value={expiresOn}
        onChange={(event) => setExpiresOn(event.target.value)}
        error={concerns(errors, 'expiresAt')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
