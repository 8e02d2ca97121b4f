import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';

/** The page editor's route for one page (`/page/{id}`). */
export function pageEditorPath(pageId: number): string {
  return generatePath(paths.pageEditor, { pageId: String(pageId) });
}
