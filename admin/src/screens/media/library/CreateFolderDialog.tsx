import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorList } from '../../../components/ErrorList';
import { FormDialog } from '../../../components/FormDialog';
import { TextInput } from '../../../components/TextInput';
import { useSubmission } from '../../../lib/useSubmission';
import { CreateMediaFolder } from './libraryDocuments';
import type { LibraryFolder } from './useLibraryState';

interface CreateFolderDialogProps {
  /** The folder the new one goes into. */
  path: string;
  onCreated(folder: LibraryFolder): void;
  onClose(): void;
}

/** A new folder inside the one shown (V_06 when the name is taken). */
export function CreateFolderDialog({ path, onCreated, onClose }: CreateFolderDialogProps) {
  const intl = useIntl();
  const [folderName, setFolderName] = useState('');
  const { pending, errors, setErrors, run } = useSubmission();
  const [create] = useMutation(CreateMediaFolder);

  const submit = async () => {
    if (folderName.trim() === '') {
      setErrors([{ code: 'V_01', property: 'folderName' }]);
      return;
    }
    const done = await run(async () => {
      const { data } = await create({ variables: { path, folderName: folderName.trim() } });
      if (data) onCreated(data.createMediaFolder);
    });
    if (done) onClose();
  };

  return (
    <FormDialog
      open
      size="xs"
      title={intl.formatMessage({ id: 'media.library.createFolder.title' })}
      submitLabel={intl.formatMessage({ id: 'media.library.createFolder.submit' })}
      pending={pending}
      errors={[]}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextInput name="folderName" label="media.library.move.name.folder" value={folderName} onChange={setFolderName} required maxLength={255} />
      <ErrorList
        errors={errors}
        title={intl.formatMessage({ id: 'media.library.createFolder.failed' })}
        labels={{ folderName: 'media.library.move.name.folder' }}
      />
    </FormDialog>
  );
}
