import type { ProjectsMessages } from '../zh-cn/projects.ts';

export const projectsEn: ProjectsMessages = {
  project: {
    updatedAt: 'Updated at',
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
