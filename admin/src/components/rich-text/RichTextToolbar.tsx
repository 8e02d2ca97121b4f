import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import RedoIcon from '@mui/icons-material/Redo';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { useEditorState, type Editor } from '@tiptap/react';
import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

interface ToolbarButton {
  label: MessageId;
  icon: ReactNode;
  /** For toggles: whether the selection has the format (aria-pressed). */
  pressed?: boolean;
  disabled?: boolean;
  run(): void;
}

interface RichTextToolbarProps {
  editor: Editor;
  /** The field's label, naming the toolbar. */
  label: string;
  /** Links need the site's default locale first (see RichTextEditor). */
  linkReady: boolean;
  onLink(): void;
}

const HEADING_LEVELS = [2, 3, 4] as const;
const HEADING_LABELS: Record<(typeof HEADING_LEVELS)[number], MessageId> = { 2: 'richText.heading2', 3: 'richText.heading3', 4: 'richText.heading4' };

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern: one tab stop, arrow keys, Home and End
 * move between its buttons). Toggles report their state with aria-pressed.
 */
export function RichTextToolbar({ editor, label, linkReady, onLink }: RichTextToolbarProps) {
  const intl = useIntl();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      headings: HEADING_LEVELS.map((level) => current.isActive('heading', { level })),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: ToolbarButton[][] = [
    [
      { label: 'richText.bold', icon: <FormatBoldIcon />, pressed: state.bold, run: () => chain().toggleBold().run() },
      { label: 'richText.italic', icon: <FormatItalicIcon />, pressed: state.italic, run: () => chain().toggleItalic().run() },
      { label: 'richText.underline', icon: <FormatUnderlinedIcon />, pressed: state.underline, run: () => chain().toggleUnderline().run() },
      { label: 'richText.strike', icon: <StrikethroughSIcon />, pressed: state.strike, run: () => chain().toggleStrike().run() },
    ],
    HEADING_LEVELS.map((level, index) => ({
      label: HEADING_LABELS[level],
      icon: <Box component="span" sx={{ fontSize: '0.8rem', fontWeight: 700, width: 24 }}>{`H${level}`}</Box>,
      pressed: state.headings[index],
      run: () => chain().toggleHeading({ level }).run(),
    })),
    [
      { label: 'richText.bulletList', icon: <FormatListBulletedIcon />, pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
      { label: 'richText.orderedList', icon: <FormatListNumberedIcon />, pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
      { label: 'richText.blockquote', icon: <FormatQuoteIcon />, pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
    ],
    [
      { label: 'richText.link', icon: <LinkIcon />, pressed: state.link, disabled: !linkReady, run: onLink },
      { label: 'richText.unlink', icon: <LinkOffIcon />, disabled: !state.link, run: () => chain().extendMarkRange('link').unsetLink().run() },
    ],
    [
      { label: 'richText.undo', icon: <UndoIcon />, disabled: !state.canUndo, run: () => chain().undo().run() },
      { label: 'richText.redo', icon: <RedoIcon />, disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
  ];
  const buttons = groups.flat();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const enabled = buttons.flatMap((button, index) => (button.disabled ? [] : [index]));
  // The one tab stop: the last button used, or the first enabled one once that is disabled.
  const stop = enabled.includes(current) ? current : (enabled[0] ?? -1);

  const move = (event: KeyboardEvent) => {
    const at = enabled.indexOf(stop);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: enabled.length - 1 }[event.key];
    if (to === undefined || enabled.length === 0) return;
    event.preventDefault();
    const index = enabled[(to + enabled.length) % enabled.length] ?? stop;
    setCurrent(index);
    refs.current[index]?.focus();
  };

  return (
    <Box
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'richText.toolbar' }, { field: label })}
      onKeyDown={move}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {groups.map((group, groupIndex) => (
        // The groups are fixed: their place is their identity.
        <Fragment key={groupIndex}>
          {groupIndex > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
          {group.map((button) => {
            const position = buttons.indexOf(button);
            const text = intl.formatMessage({ id: button.label });
            return (
              <IconButton
                key={button.label}
                ref={(element) => {
                  refs.current[position] = element;
                }}
                size="small"
                aria-label={text}
                title={text}
                aria-pressed={button.pressed}
                disabled={button.disabled}
                tabIndex={position === stop ? 0 : -1}
                onFocus={() => setCurrent(position)}
                onClick={button.run}
                color={button.pressed ? 'primary' : 'default'}
                sx={button.pressed ? { bgcolor: 'action.selected' } : undefined}
              >
                {button.icon}
              </IconButton>
            );
          })}
        </Fragment>
      ))}
    </Box>
  );
}
