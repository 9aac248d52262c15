import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { memberUpdateSchema, type Member, type MemberUpdate } from '@app/contracts/users';
import { FormModal, type FormField } from '../../components/crud/index.ts';
import { lengthCount } from '../../components/length-count.ts';

interface EditModalProps {
  member: Member;
  onSubmit: (body: MemberUpdate) => Promise<unknown>;
  onClose: () => void;
}

/** Spec §7: the edit sends the nickname alone; an emptied nickname clears it. */
export function EditModal({ member, onSubmit, onClose }: EditModalProps) {
  const { t } = useTranslation();
  const fields: FormField<MemberUpdate>[] = [
    {
      name: 'nickname',
      label: t('user.member.nickname'),
      input: <Input count={lengthCount(64)} autoFocus />,
    },
  ];
  return (
    <FormModal<MemberUpdate>
      title={t('user.edit.title', { name: member.name })}
      fields={fields}
      schema={memberUpdateSchema}
      initialValues={member}
      onSubmit={(values) => onSubmit({ nickname: values.nickname ?? null })}
      onClose={onClose}
    />
  );
}
