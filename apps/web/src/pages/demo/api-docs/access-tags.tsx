import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const named: Record<string, { color: string; key: string }> = {
  public: { color: 'green', key: 'demo.apiDocs.public' },
  admin: { color: 'blue', key: 'demo.apiDocs.anyAdmin' },
  member: { color: 'purple', key: 'demo.apiDocs.member' },
};

/** Who may call an operation: the named rules in words, permission codes by their titles. */
export function AccessTags({ access, titles }: { access: string[]; titles: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  return (
    <>
      {access.map((rule) =>
        named[rule] ? (
          <Tag key={rule} color={named[rule].color}>
            {t(named[rule].key)}
          </Tag>
        ) : (
          <Tag key={rule} title={rule}>
            {titles.get(rule) ?? rule}
          </Tag>
        ),
      )}
    </>
  );
}

export const methodColors: Record<string, string> = {
  get: 'blue',
  post: 'green',
  put: 'orange',
  patch: 'gold',
  delete: 'red',
};
