import { Pagination } from 'antd';
import { fillText, type GridTexts } from './locales.ts';
import type { ServerPaging } from './types.ts';

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

/** Spec §9: no pager by default; server-paginated lists get this one, speaking API.md's page/per_page. */
export function Pager({ server, texts }: { server: ServerPaging; texts: GridTexts }) {
  const { query, meta } = server;
  return (
    <Pagination
      className="dg-pager"
      current={meta?.current_page ?? query.page}
      pageSize={query.per_page}
      total={meta?.total ?? 0}
      pageSizeOptions={(server.pageSizes ?? DEFAULT_PAGE_SIZES).map(String)}
      showSizeChanger
      // API.md: past 10 000 matching rows the total is the planner's estimate, and says so.
      showTotal={(total) => fillText(meta?.total_estimated ? texts.totalEstimated : texts.total, { total })}
      // A new page size starts again at page 1: the old page number may not exist any more.
      onChange={(page, perPage) =>
        server.onQueryChange({ ...query, page: perPage === query.per_page ? page : 1, per_page: perPage })
      }
    />
  );
}
