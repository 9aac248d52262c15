import type { TwoFactorMessages } from '../zh-cn/two-factor.ts';

export const twoFactorEn: TwoFactorMessages = {
  system: {
    // The signed-in admin's own two-factor screen.
    twoFactor: {
      title: 'Two-factor authentication',
      required: 'Your role requires two-factor authentication. Turn it on to continue.',
      on: 'On',
      off: 'Off',
      offIntro:
        'When it is on, signing in asks for a 6-digit code from an authenticator app as well as your password.',
      onIntro:
        'Signing in asks for a 6-digit code from your authenticator app as well as your password. Without your phone, a recovery code signs you in once.',
      turnOn: 'Turn on two-factor authentication',
      turnOff: 'Turn off two-factor authentication',
      turnedOn: 'Two-factor authentication is on',
      turnedOff: 'Two-factor authentication is off',
      currentPassword: 'Current password',
      setupIntro:
        'Scan the QR code with an authenticator app (such as Google Authenticator or Microsoft Authenticator), or type the key into it, then enter the 6-digit code it shows.',
      qrAlt: 'QR code for the authenticator app',
      keyLabel: 'Key',
      codeLabel: 'Code',
      confirm: 'Turn on',
      cancelSetup: 'Cancel setup',
      recoveryTitle: 'Recovery codes',
      recoveryIntro: 'Each recovery code signs you in once. Keep them somewhere safe.',
      showCodes: 'Show recovery codes',
      hideCodes: 'Hide recovery codes',
      regenerate: 'Make new recovery codes',
      regenerateConfirm: 'New codes replace all the old ones, which will stop working. Continue?',
      regenerated: 'New recovery codes made',
    },
  },
};
