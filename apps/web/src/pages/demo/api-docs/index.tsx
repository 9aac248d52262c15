import { useQuery } from '@tanstack/react-query';
import { Alert, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilter } from '../../../api/list-request.ts';
import { openApiQuery } from '../../../api/openapi.ts';
import { permissionCodesQuery } from '../../../api/permission-codes.ts';
import { ListPage, type FilterField } from '../../../components/crud/index.ts';
import type { GridColumn } from '../../../components/DataGrid/index.ts';
import { useSettings } from '../../../stores/settings.ts';
import { AccessTags, methodColors } from './access-tags.tsx';
import { OperationDrawer } from './operation-drawer.tsx';
import {
  filterOperations,
  HTTP_METHODS,
  operationRows,
  type HttpMethod,
  type OperationRow,
} from './operations.ts';

/**
 * The server's API as it describes itself (GET /api/openapi.json): every operation with who may call it,
 * searchable, each opening in full. The permission titles help when setting up roles.
 */
export default function ApiDocsPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const doc = useQuery(openApiQuery);
  const { data: codes } = useQuery(permissionCodesQuery(language));
  const [filter, setFilter] = useState<ListFilter>({});
  const [opened, setOpened] = useState<OperationRow | null>(null);

  const all = useMemo(() => (doc.data ? operationRows(doc.data) : []), [doc.data]);
  const rows = useMemo(
    () =>
      filterOperations(all, {
        keyword: filter.keyword as string | undefined,
        tag: filter.tag as string | undefined,
        method: filter.method as HttpMethod | undefined,
      }),
    [all, filter],
  );
  const titles = useMemo(() => new Map((codes ?? []).map((code) => [code.name, code.title])), [codes]);
  const tags = useMemo(() => [...new Set(all.map((row) => row.tag).filter(Boolean))].sort(), [all]);

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'input', name: 'keyword', label: t('demo.apiDocs.keyword') },
      {
        kind: 'select',
        name: 'tag',
        label: t('demo.apiDocs.tag'),
        options: tags.map((tag) => ({ value: tag, label: tag })),
      },
      {
        kind: 'select',
        name: 'method',
        label: t('demo.apiDocs.method'),
        options: HTTP_METHODS.map((method) => ({ value: method, label: method.toUpperCase() })),
      },
    ],
    [t, tags],
  );
  const columns = useMemo<GridColumn<OperationRow>[]>(
    () => [
      {
        key: 'method',
        title: t('demo.apiDocs.method'),
        width: 100,
        text: (row) => row.method.toUpperCase(),
        render: (_, row) => <Tag color={methodColors[row.method]}>{row.method.toUpperCase()}</Tag>,
      },
      { key: 'path', title: t('demo.apiDocs.path'), width: 320 },
      { key: 'tag', title: t('demo.apiDocs.tag'), width: 140 },
      { key: 'summary', title: t('demo.apiDocs.summary'), width: 220 },
      {
        key: 'access',
        title: t('demo.apiDocs.access'),
        width: 260,
        text: (row) => row.access.join(' '),
        render: (_, row) => <AccessTags access={row.access} titles={titles} />,
      },
    ],
    [t, titles],
  );

  return (
    <>
      {doc.isError && <Alert type="error" showIcon title={doc.error.message} style={{ marginBottom: 16 }} />}
      <ListPage<OperationRow>
        grid={{
          id: 'demo-api-docs',
          columns,
          rows,
          rowKey: 'key',
          loading: doc.isPending,
          exportName: 'api-operations',
          onRefresh: () => void doc.refetch(),
          onRowActivate: setOpened,
          ariaLabel: doc.data ? `${doc.data.info.title} ${doc.data.info.version}` : undefined,
        }}
        filters={{ fields: filters, onSubmit: setFilter }}
      >
        {opened && <OperationDrawer row={opened} titles={titles} onClose={() => setOpened(null)} />}
      </ListPage>
    </>
  );
}
