import NoteAddIcon from '@mui/icons-material/NoteAdd';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../routing/paths';
import { SCREEN_PERMISSIONS } from '../../../auth/permissions';
import { useAuth } from '../../../auth/useAuth';

/** "New page", for those who may create pages only (as in the navigation); a type's overview preselects its type. */
export function NewPageLink({ pageType }: { pageType?: string }) {
  const intl = useIntl();
  const { canAny } = useAuth();
  if (!canAny(SCREEN_PERMISSIONS.newPage)) return null;
  const to = pageType === undefined ? paths.newPage : `${paths.newPage}?${new URLSearchParams({ type: pageType }).toString()}`;
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<NoteAddIcon />}>
      {intl.formatMessage({ id: 'pageList.newPage' })}
    </Button>
  );
}
