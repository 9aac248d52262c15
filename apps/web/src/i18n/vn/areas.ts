import type { AreaMessages } from '../zh-cn/areas.ts';
import { projectVn } from './project.ts';
import { investmentVn } from './investment.ts';
import { userVn } from './user.ts';
import { systemVn } from './system.ts';
import { configVn } from './config.ts';
import { channelVn } from './channel.ts';
import { financeVn } from './finance.ts';
import { demoVn } from './demo.ts';
import { demoToolsVn } from './demo-tools.ts';
import { dashboardVn } from './dashboard.ts';
import { savedViewsVn } from './saved-views.ts';
import { bulkReviewVn } from './bulk-review.ts';
import { rowImportVn } from './row-import.ts';

export const areasVn: AreaMessages = {
  ...systemVn,
  ...projectVn,
  ...investmentVn,
  ...userVn,
  ...configVn,
  ...demoVn,
  ...channelVn,
  ...financeVn,
  ...demoToolsVn,
  ...dashboardVn,
  ...savedViewsVn,
  ...bulkReviewVn,
  ...rowImportVn,
};
