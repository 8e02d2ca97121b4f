import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../routing/paths';
import { MediaFileById } from './mediaDocuments';

interface LibraryAltTextProps {
  fileID: number;
  fileName: string;
  /** The text this use sets itself, if any: it wins over the library's. */
  override: string;
}

/** Where an image is edited in the library (a new tab: the editor's unsaved work stays). */
export const libraryFileAddress = (fileID: number) => `${paths.mediaLibrary}?file=${fileID}`;

/**
 * An image's alternative text as the library holds it (read-only here: it is edited in the
 * file's details), a way there, and a warning when the image would go out without any.
 */
export function LibraryAltText({ fileID, fileName, override }: LibraryAltTextProps) {
  const intl = useIntl();
  const { data, refetch } = useQuery(MediaFileById, { variables: { id: fileID }, fetchPolicy: 'cache-and-network' });
  // The text is edited in another tab: coming back here shows it.
  useEffect(() => {
    const again = () => void refetch();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [refetch]);
  const libraryText = data?.mediaFile.defaultAltText ?? '';
  const link = (
    <Link component={RouterLink} to={libraryFileAddress(fileID)} target="_blank" rel="noopener">
      {intl.formatMessage({ id: 'media.field.editAltText' }, { file: fileName })}
    </Link>
  );
  if (!data) return null;
  if (override.trim() === '' && libraryText.trim() === '') {
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        {intl.formatMessage({ id: 'media.field.noAltText' }, { file: fileName })} {link}
      </Alert>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {intl.formatMessage({ id: libraryText.trim() === '' ? 'media.field.libraryAltTextNone' : 'media.field.libraryAltText' }, { text: libraryText })} {link}
    </Typography>
  );
}
