import type { AdminsMessages } from '../zh-cn/admins.ts';

export const adminsEn: AdminsMessages = {
  system: {
    admin: {
      keyword: 'Keyword',
      name: 'Name',
      email: 'Email',
      password: 'Password',
      passwordKeep: 'Leave empty to keep the current password',
      role: 'Role',
      department: 'Department',
      twoFactor: 'Two-factor',
      addTitle: 'Add administrator',
      editTitle: 'Edit administrator',
      enabled: 'Enabled',
      disabled: 'Disabled',
      statusHint: 'A disabled administrator cannot sign in, and their sessions end at once',
      signOut: 'Sign out everywhere',
      signOutConfirm: 'End every session of "{{name}}"? They will have to sign in again on every device.',
      signedOut: 'Every session of {{name}} was ended',
      roleBeyondOwn: 'Super roles, and roles with permissions you do not hold yourself, cannot be given',
      adminBeyondOwn: 'You cannot manage an administrator who holds permissions you do not hold yourself',
    },
  },
};
