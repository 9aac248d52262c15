import { componentsZhCn } from './components.ts';
import { dictionariesZhCn } from './dictionaries.ts';
import { adminsZhCn } from './admins.ts';
import { rolesZhCn } from './roles.ts';
import { systemMenusZhCn } from './system-menus.ts';
import { departmentsZhCn } from './departments.ts';
import { auditLogsZhCn } from './audit-logs.ts';
import { twoFactorZhCn } from './two-factor.ts';
import { usersZhCn } from './users.ts';
import { withdrawalsZhCn } from './withdrawals.ts';
import { balanceAdjustmentsZhCn } from './balance-adjustments.ts';
import { balanceRecordsZhCn } from './balance-records.ts';
import { investmentsZhCn } from './investments.ts';
import { projectsZhCn } from './projects.ts';
import { categoriesZhCn } from './categories.ts';
import { fundsZhCn } from './funds.ts';
import { currenciesZhCn } from './currencies.ts';
import { channelsZhCn } from './channels.ts';
import { settingsZhCn } from './settings.ts';
import { aboutZhCn } from './about.ts';
import { dashboardZhCn } from './dashboard.ts';
import { demoZhCn } from './demo.ts';
import { demoToolsZhCn } from './demo-tools.ts';
import { savedViewsZhCn } from './saved-views.ts';
import { rowImportZhCn } from './row-import.ts';

// Texts of the screens inside the shell, one file per domain; they load with the shell, not with the
// sign-in page. Keys keep the menu areas (user.review.*, system.dept.*), so a few namespaces gather
// several domains' files.
export const areasZhCn = {
  ...componentsZhCn,
  ...dictionariesZhCn,
  ...adminsZhCn,
  ...rolesZhCn,
  ...systemMenusZhCn,
  ...departmentsZhCn,
  ...auditLogsZhCn,
  ...twoFactorZhCn,
  ...usersZhCn,
  ...withdrawalsZhCn,
  ...balanceAdjustmentsZhCn,
  ...balanceRecordsZhCn,
  ...investmentsZhCn,
  ...projectsZhCn,
  ...categoriesZhCn,
  ...fundsZhCn,
  ...currenciesZhCn,
  ...channelsZhCn,
  ...settingsZhCn,
  ...aboutZhCn,
  ...dashboardZhCn,
  ...demoZhCn,
  ...demoToolsZhCn,
  ...savedViewsZhCn,
  ...rowImportZhCn,
  system: {
    ...componentsZhCn.system,
    ...dictionariesZhCn.system,
    ...adminsZhCn.system,
    ...rolesZhCn.system,
    ...systemMenusZhCn.system,
    ...departmentsZhCn.system,
    ...auditLogsZhCn.system,
    ...twoFactorZhCn.system,
  },
  user: { ...usersZhCn.user, ...withdrawalsZhCn.user, ...balanceAdjustmentsZhCn.user },
  investment: { ...investmentsZhCn.investment, ...balanceRecordsZhCn.investment },
  project: { ...projectsZhCn.project, ...categoriesZhCn.project },
  finance: { ...fundsZhCn.finance, ...currenciesZhCn.finance },
  config: { ...settingsZhCn.config, ...aboutZhCn.config },
};
export type AreaMessages = typeof areasZhCn;
