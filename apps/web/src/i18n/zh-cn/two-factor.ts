// The two-factor authentication screen's texts.
export const twoFactorZhCn = {
  system: {
    // The signed-in admin's own two-factor screen.
    twoFactor: {
      title: '两步验证',
      required: '您的角色要求开启两步验证。开启后才能继续。',
      on: '已开启',
      off: '未开启',
      offIntro: '开启后，登录时除密码外还需输入身份验证器应用生成的 6 位验证码。',
      onIntro: '登录时除密码外还需输入身份验证器应用中的 6 位验证码；手机不在身边时可用恢复码登录。',
      turnOn: '开启两步验证',
      turnOff: '关闭两步验证',
      turnedOn: '两步验证已开启',
      turnedOff: '两步验证已关闭',
      currentPassword: '当前密码',
      setupIntro:
        '用身份验证器应用（如 Google Authenticator、Microsoft Authenticator）扫描二维码或输入密钥，然后输入应用显示的 6 位验证码完成开启。',
      qrAlt: '身份验证器二维码',
      keyLabel: '密钥',
      codeLabel: '验证码',
      confirm: '确认开启',
      cancelSetup: '取消设置',
      recoveryTitle: '恢复码',
      recoveryIntro: '每个恢复码只能登录一次，请保存在安全的地方。',
      showCodes: '显示恢复码',
      hideCodes: '隐藏恢复码',
      regenerate: '重新生成恢复码',
      regenerateConfirm: '重新生成后，旧的恢复码将全部失效。确定继续吗？',
      regenerated: '已生成新的恢复码',
    },
  },
};
export type TwoFactorMessages = typeof twoFactorZhCn;
