import type { Editor } from '@tiptap/react';
import { Button, Input, Popover, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ADDRESS = /^(https?:\/\/|mailto:)\S+$/i;

/**
 * Puts a link on the selected text, changes it, or removes it. The address must be http(s) or mailto,
 * the only kinds the server keeps.
 */
export function LinkButton({
  editor,
  active,
  disabled,
  children,
}: {
  editor: Editor;
  active: boolean;
  disabled: boolean;
  /** The toolbar button that opens it. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const valid = ADDRESS.test(address.trim());

  const show = (next: boolean) => {
    if (next) setAddress((editor.getAttributes('link').href as string | undefined) ?? 'https://');
    setOpen(next);
  };
  const apply = () => {
    if (!valid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: address.trim() }).run();
    setOpen(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover
      open={open && !disabled}
      onOpenChange={show}
      trigger="click"
      content={
        <Space.Compact style={{ width: 320 }}>
          <Input
            autoFocus
            aria-label={t('editor.linkAddress')}
            value={address}
            status={address && !valid ? 'error' : undefined}
            onChange={(event) => setAddress(event.target.value)}
            onPressEnter={apply}
          />
          <Button type="primary" disabled={!valid} onClick={apply}>
            {t('common.confirm')}
          </Button>
          {active && (
            <Button danger onClick={remove}>
              {t('editor.unlink')}
            </Button>
          )}
        </Space.Compact>
      }
    >
      <span>{children}</span>
    </Popover>
  );
}
