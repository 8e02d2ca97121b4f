import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useQuery } from '@apollo/client/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { EditorState } from '@tiptap/pm/state';
import { EditorContent, createDocument, getHTMLFromFragment, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LinkedPage } from '../links/linkDocuments';
import { LinkDialog } from '../links/LinkDialog';
import type { LinkValue } from '../links/linkValue';
import { linkMark, linkOfMark } from './linkMarks';
import { RICH_TEXT_EXTENSIONS } from './richTextExtensions';
import { RichTextLinkSettings } from './richTextDocuments';
import { nearLimit } from '../../lib/characterCounter';
import { RichTextToolbar } from './RichTextToolbar';

export interface RichTextEditorProps {
  /** Id of the editing area (a label elsewhere may point at it). */
  id?: string;
  label: string;
  /** HTML within the server's allow-list; '' when empty. */
  value: string;
  onChange(html: string): void;
  required?: boolean;
  /** The most characters of text (as the server counts: tags left out), with an "n / max" counter near it. */
  maxLength?: number;
  /** Shown under the field, which is then marked invalid. */
  error?: string;
  /** The anchor points of the page being edited, offered for anchor links. */
  anchors: readonly string[];
  /** The content locale of the page being edited: internal links offer its pages. */
  locale: string;
}

/** The editor's HTML, '' for an empty document rather than '<p></p>'. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** The length of the text as the server counts it: without tags, block breaks or outer white space. */
function textLength(doc: ProseMirrorNode): number {
  return doc.textContent.trim().length;
}

function overLimit(length: number, maxLength: number | undefined): boolean {
  return maxLength !== undefined && length > maxLength;
}

/** Whether `html` is what the editor holds once parsed by its schema (so setting it would change nothing). */
function holds(editor: Editor, html: string): boolean {
  if (html === '') return editor.isEmpty;
  return getHTMLFromFragment(createDocument(html, editor.schema).content, editor.schema) === editor.getHTML();
}

/**
 * The rich text field: a Tiptap editor under a toolbar named "Formatting: {label}" whose
 * buttons are Bold, Italic, Underline, Strikethrough, Heading 2–4, Bulleted list, Numbered
 * list, Quote, Link (opens LinkDialog; internal links get `data-page-id`), Remove link, Undo
 * and Redo. The editing area is a multi-line textbox named by `label`. Emits HTML within the
 * server's allow-list ('' when empty); a `value` changed from outside (a restore, a reload)
 * replaces the content unless it is what the editor already holds.
 */
export function RichTextEditor({ id, label, value, onChange, required = false, maxLength, error, anchors, locale }: RichTextEditorProps) {
  const intl = useIntl();
  const ownId = useId();
  const labelId = `${ownId}-label`;
  const helperId = `${ownId}-helper`;
  const [initialContent] = useState(value);
  // What this editor last sent out, so the parent's echo of it is not set back in.
  const emitted = useRef(value);
  const [linking, setLinking] = useState<{ initial: LinkValue | null } | null>(null);
  const { data: settings } = useQuery(RichTextLinkSettings);
  const defaultLocale = settings?.settings.defaultLocale;

  const described = error !== undefined || maxLength !== undefined;

  const editorProps = useMemo(
    () => ({
      // A function of the state, so aria-invalid follows the text length as it is typed.
      attributes: (state: EditorState) => ({
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-required': String(required),
        'aria-invalid': String(error !== undefined || overLimit(textLength(state.doc), maxLength)),
        ...(id !== undefined && { id }),
        ...(described && { 'aria-describedby': helperId }),
      }),
    }),
    [labelId, helperId, id, required, error, maxLength, described],
  );
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: updated }) => {
      const html = htmlOf(updated);
      emitted.current = html;
      onChange(html);
    },
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    if (!holds(editor, value)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const length = useEditorState({ editor, selector: ({ editor: current }) => (current ? textLength(current.state.doc) : 0) }) ?? 0;
  if (!editor) return null;
  const invalid = error !== undefined || overLimit(length, maxLength);

  const openLinkDialog = () => setLinking({ initial: editor.isActive('link') ? linkOfMark(editor.getAttributes('link')) : null });
  const applyLink = (link: LinkValue, page: LinkedPage | null) => {
    setLinking(null);
    const mark = defaultLocale === undefined ? null : linkMark(link, page, defaultLocale);
    if (!mark) return;
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .insertContent({ type: 'text', text: mark.text, marks: [{ type: 'link', attrs: { ...mark.attributes } }] })
        .run();
    } else {
      editor
        .chain()
        .extendMarkRange('link')
        .setMark('link', { ...mark.attributes })
        .run();
    }
  };

  return (
    <FormControl fullWidth required={required} error={invalid}>
      <FormLabel id={labelId} component="div" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: invalid ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette[invalid ? 'error' : 'primary'].main}`,
          },
          '& .ProseMirror': { minHeight: 120, px: 1.5, py: 1, outline: 'none', overflowWrap: 'anywhere', typography: 'body1' },
          '& .ProseMirror > *': { mt: 0, mb: 1 },
          '& .ProseMirror > :last-child': { mb: 0 },
          '& .ProseMirror blockquote': { borderLeft: 3, borderColor: 'divider', ml: 0, pl: 2, color: 'text.secondary' },
        }}
      >
        <RichTextToolbar editor={editor} label={label} linkReady={defaultLocale !== undefined} onLink={openLinkDialog} />
        <EditorContent editor={editor} />
      </Box>
      {described && (
        <FormHelperText id={helperId} component="div" sx={{ display: 'flex', gap: 2 }}>
          <span>{error}</span>
          {nearLimit(length, maxLength) && (
            <Box component="span" aria-live="polite" sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
              {intl.formatMessage({ id: 'textInput.counter' }, { count: length, max: maxLength })}
            </Box>
          )}
        </FormHelperText>
      )}
      {linking && (
        <LinkDialog initial={linking.initial} locale={locale} anchors={anchors} withLabel={false} onSubmit={applyLink} onClose={() => setLinking(null)} />
      )}
    </FormControl>
  );
}
