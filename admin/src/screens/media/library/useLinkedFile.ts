import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { MediaFileById, type PickerFile } from '../picker/mediaDocuments';

/**
 * The file named in the address (`?file=ID`, the editor's "edit alt text" link): handed over
 * once it has loaded, for the library to open its folder and details.
 */
export function useLinkedFile(onFound: (file: PickerFile) => void): void {
  const [params] = useSearchParams();
  const id = Number(params.get('file'));
  const valid = Number.isInteger(id) && id > 0;
  const { data } = useQuery(MediaFileById, { variables: { id }, skip: !valid });
  const handled = useRef<number | null>(null);
  const found = data?.mediaFile;
  useEffect(() => {
    if (!found || handled.current === found.id) return;
    handled.current = found.id;
    onFound(found);
  }, [found, onFound]);
}
