import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

interface FolderPathProps {
  path: string;
  onOpen(path: string): void;
}

/** The way from the library's root to the folder shown; every folder on it opens with a click. */
export function FolderPath({ path, onOpen }: FolderPathProps) {
  const intl = useIntl();
  const names = path.split('/').filter((name) => name !== '');
  const crumbs = [
    { name: intl.formatMessage({ id: 'media.picker.root' }), path: '/' },
    ...names.map((name, index) => ({ name, path: `/${names.slice(0, index + 1).join('/')}` })),
  ];
  return (
    <Breadcrumbs aria-label={intl.formatMessage({ id: 'media.picker.folderPath' })}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.path} color="text.primary" aria-current="location">
            {crumb.name}
          </Typography>
        ) : (
          <Link key={crumb.path} component="button" type="button" underline="hover" onClick={() => onOpen(crumb.path)}>
            {crumb.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
