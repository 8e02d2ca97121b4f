import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { RoleFieldsFragment } from '../../gql/graphql';
import { permissionLabel } from '../../i18n/permissionLabel';

interface RoleCardProps {
  role: RoleFieldsFragment;
  onEdit(): void;
  onDelete(): void;
}

/** A role with its permissions; built-in roles say why they cannot be deleted. */
export function RoleCard({ role, onEdit, onDelete }: RoleCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const builtInNoteId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {role.name}
          </Typography>
          {role.builtIn && <Chip size="small" label={intl.formatMessage({ id: 'roles.builtIn' })} />}
        </Box>
        {role.permissions.length === 0 ? (
          <Typography color="text.secondary">{intl.formatMessage({ id: 'roles.noPermissions' })}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={intl.formatMessage({ id: 'field.permissions' })}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
          >
            {role.permissions.map((grant) => (
              <li key={grant.name}>
                <Chip size="small" variant="outlined" color="primary" label={permissionLabel(intl, grant.name)} />
              </li>
            ))}
          </Box>
        )}
        {role.builtIn && (
          <Typography id={builtInNoteId} variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {intl.formatMessage({ id: 'roles.builtInCannotBeDeleted' })}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button startIcon={<EditIcon />} onClick={onEdit} aria-haspopup="dialog" aria-label={intl.formatMessage({ id: 'roles.edit' }, { name: role.name })}>
          {intl.formatMessage({ id: 'dialog.edit' })}
        </Button>
        <Button
          startIcon={<DeleteIcon />}
          color="error"
          onClick={onDelete}
          disabled={role.builtIn}
          aria-haspopup="dialog"
          aria-label={intl.formatMessage({ id: 'roles.delete' }, { name: role.name })}
          aria-describedby={role.builtIn ? builtInNoteId : undefined}
        >
          {intl.formatMessage({ id: 'dialog.delete' })}
        </Button>
      </CardActions>
    </Card>
  );
}
