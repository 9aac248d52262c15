import type { RolesMessages } from '../zh-cn/roles.ts';

export const rolesEn: RolesMessages = {
  system: {
    role: {
      keyword: 'Keyword',
      name: 'Role name',
      isSuper: 'Super administrator',
      permissionCount: 'Permissions',
      // A super administrator's role holds every permission, not a count of them.
      allPermissions: 'All',
      adminCount: 'Administrators',
      permissions: 'Permissions',
      permissionsTitle: 'Assign permissions: {{name}}',
      addTitle: 'Add role',
      editTitle: 'Edit role',
      twoFactorRequired: 'Requires two-factor',
      twoFactorRequiredHint:
        'Its administrators must turn on two-factor authentication before they can do anything else',
      superOnly: 'Only a super administrator can make a role super or change a super role',
      beyondOwn: 'Permissions you do not hold yourself are greyed out: you cannot give them to a role',
    },
  },
};
