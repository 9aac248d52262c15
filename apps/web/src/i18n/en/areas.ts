import type { AreaMessages } from '../zh-cn/areas.ts';
import { projectEn } from './project.ts';
import { investmentEn } from './investment.ts';
import { userEn } from './user.ts';
import { systemEn } from './system.ts';
import { configEn } from './config.ts';
import { channelEn } from './channel.ts';
import { financeEn } from './finance.ts';
import { demoEn } from './demo.ts';
import { demoToolsEn } from './demo-tools.ts';
import { dashboardEn } from './dashboard.ts';
import { savedViewsEn } from './saved-views.ts';
import { bulkReviewEn } from './bulk-review.ts';
import { rowImportEn } from './row-import.ts';

export const areasEn: AreaMessages = {
  ...systemEn,
  ...projectEn,
  ...investmentEn,
  ...userEn,
  ...configEn,
  ...demoEn,
  ...channelEn,
  ...financeEn,
  ...demoToolsEn,
  ...dashboardEn,
  ...savedViewsEn,
  ...bulkReviewEn,
  ...rowImportEn,
};
