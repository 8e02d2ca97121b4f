import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorList } from '../../../components/ErrorList';
import { FormDialog } from '../../../components/FormDialog';
import { TextInput } from '../../../components/TextInput';
import { useSubmission } from '../../../lib/useSubmission';
import { FolderTree } from './FolderTree';

interface MoveDialogProps {
  title: string;
  /** One file or folder: it may be renamed too. Several items move under their own names. */
  rename?: { kind: 'file' | 'folder'; name: string };
  /** The folder the items are in now: it is where the choice starts and cannot be chosen. */
  folder: string;
  /** Folders moved: neither they nor their subfolders can take them. */
  movedFolders: readonly string[];
  /** Renames and/or moves; what it throws is shown in the dialog (ML_02, ML_03 and the like). */
  onMove(name: string | undefined, folder: string): Promise<void>;
  onClose(): void;
}

const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** Moves items into a folder chosen from the folder tree (and renames a single one). */
export function MoveDialog({ title, rename, folder: currentFolder, movedFolders, onMove, onClose }: MoveDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState(rename?.name ?? '');
  const [folder, setFolder] = useState(currentFolder);
  const { pending, errors, setErrors, run } = useSubmission();
  const renamed = rename !== undefined && name.trim() !== rename.name;
  const unchanged = folder === currentFolder && !renamed;

  const submit = async () => {
    if (rename && name.trim() === '') {
      setErrors([{ code: 'V_01', property: 'name' }]);
      return;
    }
    if (unchanged) return;
    if (await run(() => onMove(rename ? name.trim() : undefined, folder))) onClose();
  };

  return (
    <FormDialog
      open
      title={title}
      submitLabel={intl.formatMessage({ id: 'media.library.move.submit' })}
      pending={pending}
      errors={[]}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {rename && <TextInput name="name" label={`media.library.move.name.${rename.kind}`} value={name} onChange={setName} required maxLength={255} />}
      <FolderTree
        label={intl.formatMessage({ id: 'media.library.move.target' })}
        path={folder}
        onOpen={setFolder}
        choosing
        isDisabled={(path) => path === currentFolder || movedFolders.some((moved) => within(path, moved))}
      />
      <Typography component="output" variant="body2" aria-live="polite">
        {intl.formatMessage({ id: folder === currentFolder ? 'media.library.move.stays' : 'media.library.move.into' }, { folder })}
      </Typography>
      <ErrorList
        errors={errors}
        title={intl.formatMessage({ id: `media.library.move.failed.${rename?.kind ?? 'file'}` as const })}
        labels={{
          name: `media.library.move.name.${rename?.kind ?? 'file'}`,
          newFileName: 'media.library.move.name.file',
          newPath: 'media.library.move.target',
          folderName: 'media.library.move.name.folder',
        }}
      />
    </FormDialog>
  );
}
