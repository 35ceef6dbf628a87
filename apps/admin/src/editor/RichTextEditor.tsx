import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Box, Tooltip } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import LinkIcon from '@mui/icons-material/Link';
import ImageIcon from '@mui/icons-material/Image';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import { editorExtensions } from './extensions';
import { LinkDialog } from './LinkDialog';
import { PictureDialog } from './PictureDialog';

/**
 * The rich-text editor of the shop's content: a Czech toolbar (a WAI-ARIA toolbar: one tab stop,
 * arrow keys move between the buttons) over a Tiptap editor whose schema writes only what the
 * storefront's sanitiser keeps. The value is HTML; an empty editor is an empty string.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  lang,
  invalid = false,
  describedBy,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  lang?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const labelId = useId();
  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(lang ? { lang } : {}),
        class: 'rich-text-content',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A value changed from outside (a reset form, a loaded record) replaces the document.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box
      sx={{
        border: '1px solid',
        borderColor: invalid ? 'error.main' : 'rgba(0,0,0,0.23)',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-within': { borderColor: 'primary.main', boxShadow: '0 0 0 1px', color: 'primary.main' },
      }}
    >
      <Box
        id={labelId}
        component="span"
        sx={{ display: 'block', px: 1.5, pt: 1, fontSize: '0.875rem', color: 'text.secondary' }}
      >
        {label}
      </Box>
      {editor && <Toolbar editor={editor} label={label} />}
      <Box
        sx={{
          color: 'text.primary',
          px: 1.5,
          pb: 1,
          '& .rich-text-content': { minHeight: 160, outline: 'none', py: 1 },
          '& .rich-text-content img': { maxWidth: '100%', height: 'auto' },
          '& .rich-text-content blockquote': { borderLeft: '3px solid #ccc', ml: 0, pl: 2 },
          '& .rich-text-content a': { color: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [dialog, setDialog] = useState<'link' | 'picture' | null>(null);
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chain = () => editor.chain().focus();

  const items: { label: string; icon: ReactNode; pressed?: boolean; disabled?: boolean; run: () => void }[] =
    [
      {
        label: 'Nadpis 2',
        icon: <b>H2</b>,
        pressed: state.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        label: 'Nadpis 3',
        icon: <b>H3</b>,
        pressed: state.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
      {
        label: 'Tučně (Ctrl+B)',
        icon: <FormatBoldIcon />,
        pressed: state.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        label: 'Kurzíva (Ctrl+I)',
        icon: <FormatItalicIcon />,
        pressed: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      {
        label: 'Odrážky',
        icon: <FormatListBulletedIcon />,
        pressed: state.bullet,
        run: () => chain().toggleBulletList().run(),
      },
      {
        label: 'Číslovaný seznam',
        icon: <FormatListNumberedIcon />,
        pressed: state.ordered,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        label: 'Citace',
        icon: <FormatQuoteIcon />,
        pressed: state.quote,
        run: () => chain().toggleBlockquote().run(),
      },
      { label: 'Odkaz', icon: <LinkIcon />, pressed: state.link, run: () => setDialog('link') },
      { label: 'Obrázek', icon: <ImageIcon />, run: () => setDialog('picture') },
      {
        label: 'Zpět (Ctrl+Z)',
        icon: <UndoIcon />,
        disabled: !state.canUndo,
        run: () => chain().undo().run(),
      },
      {
        label: 'Znovu (Ctrl+Shift+Z)',
        icon: <RedoIcon />,
        disabled: !state.canRedo,
        run: () => chain().redo().run(),
      },
    ];

  // Arrow keys, Home and End move within the toolbar; Tab leaves it.
  const onKeyDown = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? focused === last
          ? 0
          : focused + 1
        : e.key === 'ArrowLeft'
          ? focused === 0
            ? last
            : focused - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <Box
        role="toolbar"
        aria-label={`Formátování: ${label}`}
        onKeyDown={onKeyDown}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.5,
          px: 1,
          py: 0.5,
          borderBottom: '1px solid #e0e0e0',
        }}
      >
        {items.map((item, i) => (
          <Tooltip key={item.label} title={item.label}>
            <span>
              <Box
                component="button"
                type="button"
                ref={(el: HTMLButtonElement | null) => {
                  buttons.current[i] = el;
                }}
                tabIndex={i === focused ? 0 : -1}
                aria-label={item.label}
                aria-pressed={item.pressed === undefined ? undefined : item.pressed}
                disabled={item.disabled}
                onFocus={() => setFocused(i)}
                onClick={item.run}
                sx={{
                  minWidth: 36,
                  height: 36,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  border: '1px solid transparent',
                  borderRadius: 1,
                  bgcolor: item.pressed ? 'action.selected' : 'transparent',
                  color: 'text.primary',
                  cursor: 'pointer',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                  '&:disabled': { color: 'text.disabled', cursor: 'default' },
                }}
              >
                {item.icon}
              </Box>
            </span>
          </Tooltip>
        ))}
      </Box>
      <LinkDialog
        open={dialog === 'link'}
        initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onClose={() => setDialog(null)}
        onSet={(href) => {
          setDialog(null);
          if (href === null) chain().extendMarkRange('link').unsetLink().run();
          else if (editor.state.selection.empty && !editor.isActive('link'))
            chain()
              .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run();
          else chain().extendMarkRange('link').setLink({ href }).run();
        }}
      />
      <PictureDialog
        open={dialog === 'picture'}
        onClose={() => setDialog(null)}
        onInsert={(src, alt) => {
          setDialog(null);
          chain().setImage({ src, alt }).run();
        }}
      />
    </>
  );
}
