import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Divider, Progress, Space, theme, Typography } from 'antd';
import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useTranslation } from 'react-i18next';
import { ImageFileInput } from '../upload/image-file-input.tsx';
import { useImageUpload } from '../upload/use-image-upload.ts';
import { LinkButton } from './link-button.tsx';
import { ToolButton } from './tool-button.tsx';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** HTML; the server sanitises it again when it is saved. */
  value?: string;
  onChange?: (html: string) => void;
  /** From Form.Item. */
  id?: string;
  /** The editable area's name for screen readers (a label's `for` cannot name an editable div). */
  label?: string;
  disabled?: boolean;
  minHeight?: number;
}

const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    link: { openOnClick: false, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
  }),
  Image,
];

// An editor holding nothing gives "<p></p>"; the form holds "" for it.
const asValue = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * A rich-text field (about us, and wherever staff write formatted text): headings, marks, lists,
 * quotes, links and images uploaded to /api/files, with the usual keyboard shortcuts (Ctrl+B, ...).
 */
export function RichTextEditor({
  value,
  onChange,
  id,
  label,
  disabled,
  minHeight = 240,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const formDisabled = useContext(DisabledContext);
  const readOnly = disabled ?? formDisabled ?? false;
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  // Options the same object from render to render: the editor compares them on every render and, when
  // they differ, resets its view, which loses keys typed meanwhile. The value after the first is set
  // through the effect below.
  const [content] = useState(value ?? '');
  const worked = useRef(false);
  const editorProps = useMemo(
    () => ({
      attributes: {
        ...(id ? { id } : {}),
        ...(label ? { 'aria-label': label } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
      },
    }),
    [id, label],
  );
  const editor = useEditor({
    extensions,
    content,
    editable: !readOnly,
    editorProps,
    // Only what staff do counts as a change: on load the editor tidies the stored HTML (a trailing
    // paragraph, its own spelling of tags), which must not mark the form as edited. A key or a click in
    // the editor or its toolbar (which moves focus off the text) marks the start of their work.
    onUpdate: ({ editor: current }) => {
      if (worked.current) changed.current?.(asValue(current));
    },
  });

  // A value set from outside (the form reset, the server's answer) replaces what the editor holds. Not
  // while someone types in it: the value then is the editor's own, and may lag behind the keys.
  useEffect(() => {
    if (!editor || editor.isFocused || (value ?? '') === asValue(editor)) return;
    editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without an update event: the text did not change.
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      strike: e?.isActive('strike') ?? false,
      h1: e?.isActive('heading', { level: 1 }) ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      blockquote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });

  const image = useImageUpload();
  const picker = useRef<HTMLInputElement>(null);

  if (!editor || !active) return null;
  const chain = () => editor.chain().focus();
  const tool = (label: string, icon: ReactNode, pressed: boolean, run: () => void, off = false) => (
    <ToolButton
      key={label}
      label={label}
      icon={icon}
      pressed={pressed}
      onClick={run}
      disabled={readOnly || off}
    />
  );
  // Named by the visible "H2", so speech control users can say what they see (WCAG 2.5.3); the
  // tooltip says it in words.
  const headingTool = (level: 1 | 2 | 3) => (
    <ToolButton
      key={level}
      label={`H${level}`}
      tooltip={t('editor.heading', { level })}
      icon={<span style={{ fontWeight: 600, fontSize: 12 }}>H{level}</span>}
      pressed={active[`h${level}`]}
      disabled={readOnly}
      onClick={() => chain().toggleHeading({ level }).run()}
    />
  );

  const insertImage = async (file: File) => {
    const url = await image.upload(file, () => undefined);
    if (url) chain().setImage({ src: url, alt: file.name }).run();
  };

  return (
    <div
      onKeyDownCapture={() => (worked.current = true)}
      onPointerDownCapture={() => (worked.current = true)}
      className="rich-text-editor"
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: readOnly ? token.colorBgContainerDisabled : token.colorBgContainer,
      }}
    >
      <div
        role="toolbar"
        aria-label={t('editor.toolbar')}
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Space size={2} wrap separator={<Divider orientation="vertical" style={{ margin: 0 }} />}>
          <Space size={2}>
            {tool(t('editor.bold'), <BoldOutlined />, active.bold, () => chain().toggleBold().run())}
            {tool(t('editor.italic'), <ItalicOutlined />, active.italic, () => chain().toggleItalic().run())}
            {tool(t('editor.underline'), <UnderlineOutlined />, active.underline, () =>
              chain().toggleUnderline().run(),
            )}
            {tool(t('editor.strike'), <StrikethroughOutlined />, active.strike, () =>
              chain().toggleStrike().run(),
            )}
          </Space>
          <Space size={2}>
            {headingTool(1)}
            {headingTool(2)}
            {headingTool(3)}
          </Space>
          <Space size={2}>
            {tool(t('editor.bulletList'), <UnorderedListOutlined />, active.bulletList, () =>
              chain().toggleBulletList().run(),
            )}
            {tool(t('editor.orderedList'), <OrderedListOutlined />, active.orderedList, () =>
              chain().toggleOrderedList().run(),
            )}
            {tool(t('editor.quote'), <span style={{ fontWeight: 700 }}>“</span>, active.blockquote, () =>
              chain().toggleBlockquote().run(),
            )}
          </Space>
          <Space size={2}>
            <LinkButton editor={editor} active={active.link} disabled={readOnly}>
              <ToolButton
                label={t('editor.link')}
                icon={<LinkOutlined />}
                pressed={active.link}
                disabled={readOnly}
              />
            </LinkButton>
            <ToolButton
              label={t('editor.image')}
              icon={<PictureOutlined />}
              pressed={false}
              disabled={readOnly || image.state.status === 'uploading'}
              onClick={() => picker.current?.click()}
            />
          </Space>
          <Space size={2}>
            {tool(t('editor.undo'), <UndoOutlined />, false, () => chain().undo().run(), !active.canUndo)}
            {tool(t('editor.redo'), <RedoOutlined />, false, () => chain().redo().run(), !active.canRedo)}
          </Space>
        </Space>
      </div>
      {image.state.status === 'uploading' && (
        <Progress
          percent={image.state.percent}
          size="small"
          style={{ padding: '0 8px' }}
          aria-label={t('upload.uploading')}
        />
      )}
      {image.state.status === 'failed' && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', padding: '4px 8px' }}>
          {image.state.message}
        </Typography.Text>
      )}
      <EditorContent editor={editor} style={{ minHeight, padding: '4px 11px' }} />
      <ImageFileInput ref={picker} onChoose={(file) => void insertImage(file)} />
    </div>
  );
}
