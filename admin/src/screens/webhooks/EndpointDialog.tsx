import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../api/apiError';
import { FormDialog } from '../../components/FormDialog';
import { TextInput } from '../../components/TextInput';
import type { WebhookEndpointFieldsFragment, WebhookEndpointsQuery } from '../../gql/graphql';

export interface EndpointForm {
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  includePersonalData: boolean;
}

interface EndpointDialogProps {
  /** The endpoint to edit; null: a new one. */
  endpoint: WebhookEndpointFieldsFragment | null;
  events: WebhookEndpointsQuery['webhookEvents'];
  pending: boolean;
  errors: readonly ApiErrorItem[];
  onSubmit(form: EndpointForm): void;
  onClose(): void;
}

const EMPTY: EndpointForm = { url: '', description: '', events: [], enabled: true, includePersonalData: false };

/** Adds or edits an endpoint: its URL, description, events, whether it is on and whether it gets personal data. */
export function EndpointDialog({ endpoint, events, pending, errors, onSubmit, onClose }: EndpointDialogProps) {
  const intl = useIntl();
  const personalHintId = useId();
  const [form, setForm] = useState<EndpointForm>(endpoint ? { ...endpoint, events: [...endpoint.events] } : EMPTY);
  const set = <K extends keyof EndpointForm>(key: K, value: EndpointForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const toggleEvent = (name: string, on: boolean) => set('events', on ? [...form.events, name] : form.events.filter((event) => event !== name));
  const eventsInvalid = errors.some((error) => error.property === 'events');
  return (
    <FormDialog
      open
      title={intl.formatMessage({ id: endpoint ? 'webhooks.form.editTitle' : 'webhooks.form.createTitle' })}
      submitLabel={intl.formatMessage({ id: endpoint ? 'webhooks.form.save' : 'webhooks.add' })}
      pending={pending}
      errors={errors}
      onSubmit={() => onSubmit(form)}
      onClose={onClose}
    >
      <TextInput
        name="url"
        label="webhooks.form.url"
        value={form.url}
        onChange={(value) => set('url', value)}
        errors={errors}
        maxLength={2000}
        required
        hint={intl.formatMessage({ id: 'webhooks.form.urlHint' })}
      />
      <TextInput
        name="description"
        label="webhooks.form.description"
        value={form.description}
        onChange={(value) => set('description', value)}
        errors={errors}
        maxLength={200}
      />
      <FormControl component="fieldset" error={eventsInvalid}>
        <FormLabel component="legend">{intl.formatMessage({ id: 'webhooks.form.events' })}</FormLabel>
        <FormGroup>
          {events.map((event) => (
            <FormControlLabel
              key={event.name}
              control={<Checkbox checked={form.events.includes(event.name)} onChange={(_e, on) => toggleEvent(event.name, on)} />}
              label={event.personalData ? intl.formatMessage({ id: 'webhooks.form.personalEvent' }, { label: event.label }) : event.label}
            />
          ))}
        </FormGroup>
      </FormControl>
      <FormControlLabel
        control={<Switch checked={form.enabled} onChange={(_e, on) => set('enabled', on)} />}
        label={intl.formatMessage({ id: 'webhooks.form.enabled' })}
      />
      <FormControl>
        <FormControlLabel
          control={
            <Checkbox
              checked={form.includePersonalData}
              onChange={(_e, on) => set('includePersonalData', on)}
              slotProps={{ input: { 'aria-describedby': personalHintId } }}
            />
          }
          label={intl.formatMessage({ id: 'webhooks.form.personal' })}
        />
        <FormHelperText id={personalHintId}>{intl.formatMessage({ id: 'webhooks.form.personalHint' })}</FormHelperText>
      </FormControl>
    </FormDialog>
  );
}
