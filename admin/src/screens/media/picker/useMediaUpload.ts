import { useRef, useState } from 'react';
import type { ApiErrorItem } from '../../../api/apiError';
import { errorItemsOf } from '../../../api/errorItems';
import { graphqlMultipart } from '../../../api/graphqlMultipart';
import { UploadMediaFile, type PickerFile } from './mediaDocuments';

/** At most 100 MB per file; larger ones are refused before sending. */
const MAX_BYTES = 100 * 1024 * 1024;

export interface UploadFailure {
  fileName: string;
  errors: ApiErrorItem[];
}

export type UploadStatus = 'waiting' | 'sending' | 'done' | 'failed' | 'cancelled';

/** One file of the last batch, as far as it got. */
export interface UploadItem {
  key: number;
  fileName: string;
  status: UploadStatus;
  /** The share sent so far, 0 to 1. */
  progress: number;
  errors: readonly ApiErrorItem[];
}

interface MediaUpload {
  /** The file being sent, null when idle. */
  current: string | null;
  /** The files of the last batch that failed, with why (a batch succeeds only when every file does). */
  failures: readonly UploadFailure[];
  /** Every file of the last batch with its progress. */
  items: readonly UploadItem[];
  /** Sends the files one by one into the folder; answers those that arrived. */
  upload(files: readonly File[], path: string): Promise<PickerFile[]>;
  /** Stops a waiting or sending file of the batch ("Upload cancelled"). */
  cancel(key: number): void;
}

let nextKey = 1;

/** Uploads to the media library (GraphQL multipart), one file per request, with progress and cancel. */
export function useMediaUpload(): MediaUpload {
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  // Aborts the file being sent, and marks waiting ones to be skipped.
  const controllers = useRef(new Map<number, AbortController>());

  const update = (key: number, change: Partial<UploadItem>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = async (files: readonly File[], path: string) => {
    const batch = files.map((file) => ({ file, key: nextKey++ }));
    controllers.current = new Map(batch.map(({ key }) => [key, new AbortController()]));
    setItems(batch.map(({ file, key }) => ({ key, fileName: file.name, status: 'waiting', progress: 0, errors: [] })));
    const arrived: PickerFile[] = [];
    for (const { file, key } of batch) {
      const signal = controllers.current.get(key)?.signal;
      if (signal?.aborted) continue;
      if (file.size > MAX_BYTES) {
        update(key, { status: 'failed', errors: [{ code: 'ML_01', property: 'f' }] });
        continue;
      }
      update(key, { status: 'sending' });
      try {
        const answer = await graphqlMultipart(UploadMediaFile, { path, f: file }, { signal, onUploadProgress: (progress) => update(key, { progress }) });
        arrived.push(answer.uploadMediaFile);
        update(key, { status: 'done', progress: 1 });
      } catch (error) {
        if (signal?.aborted) update(key, { status: 'cancelled' });
        else update(key, { status: 'failed', errors: errorItemsOf(error) });
      }
    }
    controllers.current = new Map();
    return arrived;
  };

  const cancel = (key: number) => {
    const controller = controllers.current.get(key);
    if (!controller) return;
    controller.abort();
    setItems((current) => current.map((item) => (item.key === key && item.status === 'waiting' ? { ...item, status: 'cancelled' } : item)));
  };

  const current = items.find((item) => item.status === 'sending')?.fileName ?? (items.some((item) => item.status === 'waiting') ? '' : null);
  const failures = items.filter((item) => item.status === 'failed').map((item) => ({ fileName: item.fileName, errors: [...item.errors] }));
  return { current, failures, items, upload, cancel };
}
