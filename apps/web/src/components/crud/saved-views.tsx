import { DeleteOutlined, DownOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Form, Input, Modal, Space, Tooltip, Typography, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { savedViewWriteSchema, type SavedView } from '@app/contracts/saved-views';
import {
  createSavedView,
  deleteSavedView,
  savedViewKeys,
  savedViewListQuery,
} from '../../api/saved-views.ts';
import { useWrite } from '../use-write.ts';
import { schemaRule } from '../schema-rule.ts';
import { fieldErrorsOf, serverFieldErrors } from './server-field-errors.ts';
import { useConfirmDelete } from './use-confirm-delete.ts';
import { lengthCount } from '../length-count.ts';
import { FocusReturn } from '../focus-return.tsx';

/** Names the address of the list shown now (its filters, sort and page) and saves it on the server. */
function SaveViewModal({ screen, search, onClose }: { screen: string; search: string; onClose: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [form] = Form.useForm<{ name?: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // antd shows the failed rule on the name
    }
    setSaving(true);
    try {
      await write(() => createSavedView({ screen, search, name: form.getFieldValue('name') ?? '' }), {
        notice: t('savedViews.saved'),
        then: onClose,
        stale: [[...savedViewKeys.all, screen]],
      });
    } catch (error) {
      // A taken name (409) and the limit (422) are told on the name; the request layer toasts them too.
      const errors = fieldErrorsOf(error);
      if (errors) form.setFields(serverFieldErrors(errors, ['name']));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('savedViews.saveTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form
        form={form}
        name="save-view"
        layout="vertical"
        // The schema checks the whole body: the screen and search are part of it, not typed.
        initialValues={{ screen, search }}
        onFinish={() => void submit()}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="name"
          label={t('savedViews.name')}
          extra={t('savedViews.saveHint')}
          rules={[schemaRule(savedViewWriteSchema, 'name', t)]}
        >
          <Input autoFocus count={lengthCount(64)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The saved views of the list shown: pick one to show it (the address changes, as for a pasted link),
 * Save the view shown now under a name, or delete one. Each admin sees only their own.
 */
export function SavedViews() {
  const { t } = useTranslation();
  const location = useLocation();
  // A kept-alive screen stays mounted behind others: its screen is the path it opened at.
  const [pathname] = useState(location.pathname);
  const search = location.pathname === pathname ? location.search.replace(/^\?/, '') : '';
  const navigate = useNavigate();
  const write = useWrite();
  const confirmDelete = useConfirmDelete();
  const [saving, setSaving] = useState(false);
  const [open, setOpen] = useState(false);
  // Asked for when the menu first opens: a list opened to be read costs the server nothing more.
  const [asked, setAsked] = useState(false);
  const views = useQuery({ ...savedViewListQuery(pathname), enabled: asked });
  const toggle = (next: boolean) => {
    setOpen(next);
    if (next) setAsked(true);
  };

  const remove = (view: SavedView) =>
    confirmDelete(async () => {
      await write(() => deleteSavedView(view.id), {
        notice: t('crud.deleteSuccess'),
        stale: [[...savedViewKeys.all, pathname]],
      });
    }, view.name);

  let items: MenuProps['items'];
  if (views.isError) {
    items = [
      {
        key: 'failed',
        disabled: true,
        label: <Typography.Text type="danger">{t('savedViews.loadFailed')}</Typography.Text>,
      },
      { key: 'retry', label: t('error.retry'), onClick: () => void views.refetch() },
    ];
  } else if (views.isPending) {
    items = [{ key: 'loading', disabled: true, label: t('app.loading') }];
  } else if (views.data.length === 0) {
    items = [{ key: 'empty', disabled: true, label: t('savedViews.empty') }];
  } else {
    items = views.data.map((view) => ({
      key: String(view.id),
      onClick: () => void navigate(view.search ? `${pathname}?${view.search}` : pathname),
      label: (
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text ellipsis style={{ maxWidth: 220 }}>
            {view.name}
          </Typography.Text>
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('savedViews.delete', { name: view.name })}
            onClick={(event) => {
              event.stopPropagation(); // deleting is not picking
              setOpen(false);
              remove(view);
            }}
          />
        </Space>
      ),
    }));
  }

  // An address with nothing in it is the list as it opens: there is no view to keep.
  const saveButton = (
    <Button icon={<SaveOutlined />} disabled={!search} onClick={() => setSaving(true)}>
      {t('savedViews.save')}
    </Button>
  );
  return (
    <Space wrap>
      <Dropdown menu={{ items }} trigger={['click']} open={open} onOpenChange={toggle}>
        <Button icon={<DownOutlined />} iconPlacement="end">
          {t('savedViews.label')}
        </Button>
      </Dropdown>
      {search ? saveButton : <Tooltip title={t('savedViews.nothingToSave')}>{saveButton}</Tooltip>}
      {saving && (
        <FocusReturn>
          <SaveViewModal screen={pathname} search={search} onClose={() => setSaving(false)} />
        </FocusReturn>
      )}
    </Space>
  );
}
