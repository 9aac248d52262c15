import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Member } from '@app/contracts/users';
import { memberOptionsQuery, userDetailQuery } from '../../api/users.ts';
import type { ListFilter } from '../../api/list-request.ts';
import type { FilterField } from '../../components/crud/index.ts';

interface MemberOption {
  value: number;
  label: string;
}

export interface MemberSelectProps {
  /** The chosen member's id. */
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  'aria-label'?: string;
}

const SEARCH_DELAY_MS = 300;

function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

const optionOf = (member: Member): MemberOption => ({
  value: member.id,
  label: member.nickname ? `${member.name} (${member.nickname})` : member.name,
});

/**
 * Picks one member by searching the server as the admin types: members are too many to list in full.
 * Needs users.query; screens without it leave the picker out.
 */
export function MemberSelect({ value, onChange, ...rest }: MemberSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search.trim());
  const { data, isFetching } = useQuery({ ...memberOptionsQuery(keyword), enabled: open });
  // The chosen member stays labelled after the search moves on to other names.
  const [chosen, setChosen] = useState<MemberOption | null>(null);
  // A member given by id alone (a link, Back) is named once fetched, not shown as a bare number.
  const named = chosen?.value === value ? undefined : value;
  const { data: given } = useQuery({ ...userDetailQuery(named ?? 0), enabled: named !== undefined });
  const options = useMemo(() => {
    const found = (data?.data ?? []).map(optionOf);
    const known = chosen?.value === value ? chosen : given && given.id === value ? optionOf(given) : null;
    return known && !found.some((o) => o.value === known.value) ? [known, ...found] : found;
  }, [data, chosen, given, value]);

  return (
    <Select<number, MemberOption>
      {...rest}
      value={value}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={options}
      loading={isFetching}
      placeholder={t('user.member.search')}
      notFoundContent={isFetching ? <Spin size="small" /> : t('user.member.notFound')}
      onOpenChange={setOpen}
      onChange={(next, option) => {
        setChosen(option && !Array.isArray(option) ? option : null);
        onChange?.(next);
      }}
      style={{ width: 200 }}
    />
  );
}

/** A filter-bar control that sets `filter[name]` to the picked member's id (a superior, a requester). */
export function memberFilter<TName extends string>(name: TName, label: string): FilterField<TName> {
  return {
    kind: 'custom',
    name,
    label,
    input: <MemberSelect />,
    filterNames: [name],
    toFilter: (value) => (typeof value === 'number' ? { [name]: value } : {}) as ListFilter<TName>,
    fromFilter: (filter) => {
      const value = (filter as ListFilter)[name];
      return /^\d+$/.test(String(value)) ? Number(value) : undefined;
    },
  };
}

/**
 * The member filter of a list (`filter[user_id]`): picked by name for admins who may search members
 * (users.query), else the member's id typed.
 */
export function userIdFilter(t: TFunction, canPickUser: boolean): FilterField<'user_id'> {
  if (canPickUser) return memberFilter('user_id', t('investment.user'));
  return {
    kind: 'input',
    name: 'user_id',
    label: t('investment.userId'),
    rules: [{ pattern: /^\s*[1-9]\d{0,9}\s*$/, message: t('investment.userIdInvalid') }],
  };
}
