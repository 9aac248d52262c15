// The about-us screen's texts.
export const aboutZhCn = {
  config: {
    about: {
      intro: '会员应用“关于我们”页面显示的内容。保存时服务器会移除脚本等不安全的内容。',
      empty: '暂无内容',
    },
  },
};
export type AboutMessages = typeof aboutZhCn;
