import type { AboutMessages } from '../zh-cn/about.ts';

export const aboutEn: AboutMessages = {
  config: {
    about: {
      intro:
        'What the members’ app shows on its “About us” page. The server removes scripts and other unsafe content when it is saved.',
      empty: 'Nothing written yet',
    },
  },
};
