import type { TFunction } from 'i18next';
import type { UserFilter } from '../../api/users.ts';
import type { FilterField } from '../../components/crud/index.ts';
import { memberFilter } from './member-select.tsx';

export function userFilters(t: TFunction): FilterField<UserFilter>[] {
  return [
    { kind: 'input', name: 'keyword', label: t('user.list.keyword') },
    { kind: 'input', name: 'invitation_code', label: t('user.member.invitationCode') },
    memberFilter('superior_id', t('user.member.superior')),
  ];
}
