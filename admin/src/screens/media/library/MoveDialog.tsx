import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorList } from '../../../components/ErrorList';
import { FormDialog } from '../../../components/FormDialog';
import { TextInput } from '../../../components/TextInput';
import { useSubmission } from '../../../lib/useSubmission';
import { normalisedFolder } from './mediaPaths';

interface MoveDialogProps {
  kind: 'file' | 'folder';
  /** The current name and the folder holding it. */
  name: string;
  folder: string;
  /** Renames and/or moves; what it throws is shown in the dialog (ML_02, ML_03 and the like). */
  onMove(name: string, folder: string): Promise<void>;
  onClose(): void;
}

/** Renames a file or folder and/or moves it into another folder (typed as a path, `/` the root). */
export function MoveDialog({ kind, name: currentName, folder: currentFolder, onMove, onClose }: MoveDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState(currentName);
  const [folder, setFolder] = useState(currentFolder);
  const { pending, errors, setErrors, run } = useSubmission();

  const submit = async () => {
    if (name.trim() === '') {
      setErrors([{ code: 'V_01', property: 'name' }]);
      return;
    }
    if (await run(() => onMove(name.trim(), normalisedFolder(folder)))) onClose();
  };

  return (
    <FormDialog
      open
      title={intl.formatMessage({ id: `media.library.move.title.${kind}` as const }, { name: currentName })}
      submitLabel={intl.formatMessage({ id: 'media.library.move.submit' })}
      pending={pending}
      errors={[]}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextInput name="name" label={`media.library.move.name.${kind}`} value={name} onChange={setName} required maxLength={255} />
      <TextInput name="folder" label="media.library.move.folder" value={folder} onChange={setFolder} hint={intl.formatMessage({ id: 'media.library.move.folderHint' })} />
      <ErrorList
        errors={errors}
        title={intl.formatMessage({ id: `media.library.move.failed.${kind}` as const })}
        labels={{ name: `media.library.move.name.${kind}`, newFileName: 'media.library.move.name.file', newPath: 'media.library.move.folder', folderName: 'media.library.move.name.folder' }}
      />
    </FormDialog>
  );
}
