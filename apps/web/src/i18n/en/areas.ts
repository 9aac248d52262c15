import type { AreaMessages } from '../zh-cn/areas.ts';
import { componentsEn } from './components.ts';
import { dictionariesEn } from './dictionaries.ts';
import { adminsEn } from './admins.ts';
import { rolesEn } from './roles.ts';
import { systemMenusEn } from './system-menus.ts';
import { departmentsEn } from './departments.ts';
import { auditLogsEn } from './audit-logs.ts';
import { twoFactorEn } from './two-factor.ts';
import { usersEn } from './users.ts';
import { withdrawalsEn } from './withdrawals.ts';
import { balanceAdjustmentsEn } from './balance-adjustments.ts';
import { balanceRecordsEn } from './balance-records.ts';
import { investmentsEn } from './investments.ts';
import { projectsEn } from './projects.ts';
import { categoriesEn } from './categories.ts';
import { fundsEn } from './funds.ts';
import { currenciesEn } from './currencies.ts';
import { channelsEn } from './channels.ts';
import { settingsEn } from './settings.ts';
import { aboutEn } from './about.ts';
import { dashboardEn } from './dashboard.ts';
import { demoEn } from './demo.ts';
import { demoToolsEn } from './demo-tools.ts';
import { savedViewsEn } from './saved-views.ts';
import { rowImportEn } from './row-import.ts';

export const areasEn: AreaMessages = {
  ...componentsEn,
  ...dictionariesEn,
  ...adminsEn,
  ...rolesEn,
  ...systemMenusEn,
  ...departmentsEn,
  ...auditLogsEn,
  ...twoFactorEn,
  ...usersEn,
  ...withdrawalsEn,
  ...balanceAdjustmentsEn,
  ...balanceRecordsEn,
  ...investmentsEn,
  ...projectsEn,
  ...categoriesEn,
  ...fundsEn,
  ...currenciesEn,
  ...channelsEn,
  ...settingsEn,
  ...aboutEn,
  ...dashboardEn,
  ...demoEn,
  ...demoToolsEn,
  ...savedViewsEn,
  ...rowImportEn,
  system: {
    ...componentsEn.system,
    ...dictionariesEn.system,
    ...adminsEn.system,
    ...rolesEn.system,
    ...systemMenusEn.system,
    ...departmentsEn.system,
    ...auditLogsEn.system,
    ...twoFactorEn.system,
  },
  user: { ...usersEn.user, ...withdrawalsEn.user, ...balanceAdjustmentsEn.user },
  investment: { ...investmentsEn.investment, ...balanceRecordsEn.investment },
  project: { ...projectsEn.project, ...categoriesEn.project },
  finance: { ...fundsEn.finance, ...currenciesEn.finance },
  config: { ...settingsEn.config, ...aboutEn.config },
};
