import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useMemo, useReducer } from 'react';
import { EMPTY_CONTENT, newBlockKey, sameValue, type Draft, type EditorBlock, type FieldContent } from './content';

export type DraftEdit =
  | { kind: 'title'; title: string }
  | { kind: 'seo'; patch: Partial<Pick<Draft, 'seoTitle' | 'seoDescription' | 'seoKeywords' | 'seoImage'>> }
  | { kind: 'tags'; patch: Partial<Pick<Draft, 'tags' | 'privateTags'>> }
  | { kind: 'typeData'; content: FieldContent }
  | { kind: 'addBlock'; index: number; blockType: string; key?: string }
  | { kind: 'replaceBlock'; key: string; blockType: string }
  | { kind: 'removeBlock'; key: string }
  | { kind: 'moveBlock'; from: number; to: number }
  | { kind: 'blockContent'; key: string; content: FieldContent }
  | { kind: 'anchor'; key: string; anchorPoint: string | null };

interface DraftState {
  draft: Draft;
  /** The version as stored (or reloaded): the draft has unsaved changes when it differs from it, not when it was edited. */
  stored: Draft;
}

type Action = DraftEdit | { kind: 'load'; draft: Draft } | { kind: 'restore'; draft: Draft };

function mapBlock(blocks: readonly EditorBlock[], key: string, change: (block: EditorBlock) => EditorBlock): EditorBlock[] {
  return blocks.map((block) => (block.key === key ? change(block) : block));
}

function edit(draft: Draft, action: DraftEdit): Draft {
  switch (action.kind) {
    case 'title':
      return { ...draft, title: action.title };
    case 'seo':
    case 'tags':
      return { ...draft, ...action.patch };
    case 'typeData':
      return { ...draft, typeData: action.content };
    case 'addBlock': {
      const block: EditorBlock = { key: action.key ?? newBlockKey(), type: action.blockType, anchorPoint: null, content: EMPTY_CONTENT };
      return { ...draft, blocks: draft.blocks.toSpliced(action.index, 0, block) };
    }
    case 'replaceBlock':
      // A replaced block keeps its place, key and anchor; its values belonged to the old type.
      return { ...draft, blocks: mapBlock(draft.blocks, action.key, (block) => ({ ...block, type: action.blockType, content: EMPTY_CONTENT })) };
    case 'removeBlock':
      return { ...draft, blocks: draft.blocks.filter((block) => block.key !== action.key) };
    case 'moveBlock':
      return { ...draft, blocks: arrayMove([...draft.blocks], action.from, action.to) };
    case 'blockContent':
      return { ...draft, blocks: mapBlock(draft.blocks, action.key, (block) => ({ ...block, content: action.content })) };
    case 'anchor':
      return { ...draft, blocks: mapBlock(draft.blocks, action.key, (block) => ({ ...block, anchorPoint: action.anchorPoint })) };
  }
}

function reduce(state: DraftState, action: Action): DraftState {
  if (action.kind === 'load') return { draft: action.draft, stored: action.draft };
  // Unsaved changes brought back (an autosaved working draft): the stored version stays what they differ from.
  if (action.kind === 'restore') return { ...state, draft: action.draft };
  return { ...state, draft: edit(state.draft, action) };
}

/** The version being edited, its unsaved-changes mark, and the edits that change it. */
export function useDraft(initial: Draft) {
  const [state, dispatch] = useReducer(reduce, { draft: initial, stored: initial });
  const load = useCallback((draft: Draft) => dispatch({ kind: 'load', draft }), []);
  const restore = useCallback((draft: Draft) => dispatch({ kind: 'restore', draft }), []);
  const dirty = useMemo(() => state.draft !== state.stored && !sameValue(state.draft, state.stored), [state]);
  return {
    draft: state.draft,
    dirty,
    edit: dispatch satisfies (edit: DraftEdit) => void,
    /** A stored (or reloaded) version replaces the draft and clears the mark. */
    load,
    /** Earlier unsaved changes become the draft, marked as unsaved. */
    restore,
  };
}
