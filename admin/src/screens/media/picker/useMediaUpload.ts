import { useState } from 'react';
import type { ApiErrorItem } from '../../../api/apiError';
import { errorItemsOf } from '../../../api/errorItems';
import { graphqlMultipart } from '../../../api/graphqlMultipart';
import { UploadMediaFile, type PickerFile } from './mediaDocuments';

/** SPEC.md §5 and §9: at most 100 MB per file; larger ones are refused before sending. */
const MAX_BYTES = 100 * 1024 * 1024;

export interface UploadFailure {
  fileName: string;
  errors: ApiErrorItem[];
}

interface MediaUpload {
  /** The file being sent, null when idle. */
  current: string | null;
  /** The files of the last batch that failed, with why (SPEC.md §5: only an all-200 batch succeeded). */
  failures: readonly UploadFailure[];
  /** Sends the files one by one into the folder; answers those that arrived. */
  upload(files: readonly File[], path: string): Promise<PickerFile[]>;
}

/** Uploads to the media library (GraphQL multipart), one file per request. */
export function useMediaUpload(): MediaUpload {
  const [current, setCurrent] = useState<string | null>(null);
  const [failures, setFailures] = useState<readonly UploadFailure[]>([]);

  const upload = async (files: readonly File[], path: string) => {
    setFailures([]);
    const arrived: PickerFile[] = [];
    const failed: UploadFailure[] = [];
    for (const file of files) {
      if (file.size > MAX_BYTES) {
        failed.push({ fileName: file.name, errors: [{ code: 'ML_01', property: 'f' }] });
        continue;
      }
      setCurrent(file.name);
      try {
        arrived.push((await graphqlMultipart(UploadMediaFile, { path, f: file })).uploadMediaFile);
      } catch (error) {
        failed.push({ fileName: file.name, errors: errorItemsOf(error) });
      }
    }
    setCurrent(null);
    setFailures(failed);
    return arrived;
  };

  return { current, failures, upload };
}
