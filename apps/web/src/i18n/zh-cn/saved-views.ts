// The saved views control of every list's filter bar (components/crud/saved-views.tsx).
export const savedViewsZhCn = {
  savedViews: {
    label: '视图',
    save: '保存视图…',
    saveTitle: '保存当前视图',
    name: '名称',
    saveHint: '当前的筛选、排序和页码将以此名称保存，仅你自己可见。',
    saved: '视图已保存',
    empty: '此页面还没有保存的视图',
    loadFailed: '保存的视图加载失败',
    delete: '删除视图“{{name}}”',
    nothingToSave: '请先筛选、排序或翻页',
  },
};
export type SavedViewsMessages = typeof savedViewsZhCn;
