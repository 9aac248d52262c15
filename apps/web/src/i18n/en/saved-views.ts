import type { SavedViewsMessages } from '../zh-cn/saved-views.ts';

export const savedViewsEn: SavedViewsMessages = {
  savedViews: {
    label: 'Views',
    save: 'Save view…',
    saveTitle: 'Save this view',
    name: 'Name',
    saveHint: 'The filters, sort and page shown now are kept under this name, for you alone.',
    saved: 'View saved',
    empty: 'No saved views on this screen yet',
    loadFailed: 'Saved views could not be loaded',
    delete: 'Delete view "{{name}}"',
    nothingToSave: 'Filter, sort or page the list first',
  },
};
