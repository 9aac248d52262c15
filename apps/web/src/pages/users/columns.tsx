import type { TFunction } from 'i18next';
import type { Member } from '@app/contracts/users';
import { actionColumn, type RowAction } from '../../components/crud/index.ts';
import type { GridColumn, GridTagOption } from '../../components/DataGrid/index.ts';

export function userColumns(t: TFunction, actionsOf: (row: Member) => RowAction[]): GridColumn<Member>[] {
  const states: GridTagOption[] = [
    { value: false, label: t('user.member.active'), color: 'success' },
    { value: true, label: t('user.member.frozen'), color: 'error' },
  ];
  return [
    { key: 'id', title: 'ID', type: 'integer', width: 100, sortable: true },
    { key: 'name', title: t('user.member.name'), width: 160, sortable: true },
    { key: 'nickname', title: t('user.member.nickname'), width: 160 },
    { key: 'balance', title: t('user.member.balance'), type: 'amount', width: 150, sortable: true },
    { key: 'invitation_code', title: t('user.member.invitationCode'), width: 130 },
    {
      key: 'superior',
      title: t('user.member.superior'),
      width: 160,
      value: (row) => row.superior?.name ?? '',
    },
    { key: 'frozen', title: t('system.common.status'), type: 'tag', options: states, width: 110 },
    { key: 'created_at', title: t('system.common.createdAt'), type: 'date', width: 180, sortable: true },
    actionColumn(t('crud.actions'), actionsOf, 420),
  ];
}
