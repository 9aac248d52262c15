import type { ProjectMessages } from '../zh-cn/project.ts';

export const projectEn: ProjectMessages = {
  project: {
    updatedAt: 'Updated at',
    category: {
      keyword: 'Keyword',
      name: 'Category name',
      icon: 'Icon',
      projectsCount: 'Projects',
      addTitle: 'Add category',
      editTitle: 'Edit category',
    },
    list: {
      keyword: 'Keyword',
      name: 'Project name',
      category: 'Category',
      cover: 'Cover',
      minAmount: 'Minimum investment',
      profitPercent: 'Profit',
      profitPercentHint: 'A percentage with at most 4 decimal places, e.g. 12.5',
      periodMinutes: 'Settlement period (minutes)',
      minutes: 'minutes',
      hidden: 'Hidden',
      hiddenYes: 'Hidden',
      hiddenNo: 'Visible',
      maxTimes: 'Max investments per user',
      maxTimesHint: '0 means no limit',
      minAmountColumn: 'Min. investment',
      periodColumn: 'Period (min)',
      maxTimesColumn: 'Max per user',
      unlimited: 'No limit',
      addTitle: 'Add project',
      editTitle: 'Edit project',
    },
  },
};
