import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { antdStaticStyles } from './vite-antd-static-styles.ts';
import { compressedCopies } from './vite-compressed-copies.ts';
import { directImports } from './vite-direct-imports.ts';
import { inlineEntryStyles } from './vite-inline-entry-styles.ts';
import { layeredChunks } from './vite-layered-chunks.ts';
import { narrowedImports } from './vite-narrowed-imports.ts';
import { signedInPreload } from './vite-signed-in-preload.ts';
import { DASHBOARD_PATH } from './src/router/dashboard-route.ts';
import { WIDE_SCREEN_MEDIA } from './src/layout/device-width.ts';
import { LOGIN_PATH } from './src/router/guard.ts';
import type { UiLanguage } from '@app/contracts/languages';
import { fallbackLanguage, languageOfBrowserSubtag } from './src/i18n/language-choice.ts';
import { ACCESS_TOKEN_KEY } from './src/stores/access-token.ts';
import { SETTINGS_STORAGE_KEY } from './src/stores/settings-storage.ts';
import {
  DASHBOARD_READABLE_KEY,
  DASHBOARD_URL,
  OPENING_READS_GLOBAL,
  sessionReads,
} from './src/api/opening-reads.ts';
// By path: the config's bundler leaves packages to Node, which cannot load the contracts' TypeScript.
import { apiLanguageOf } from '../../packages/contracts/src/languages.ts';
import { DASHBOARD_DEFAULT_DAYS } from '../../packages/contracts/src/day-ranges.ts';

/** The production build beside the development one a package exports (`dist/development` → `dist/production`). */
function productionBuildOf(name: string): string {
  const development = fileURLToPath(import.meta.resolve(name));
  const production = development.replace(`${sep}development${sep}`, `${sep}production${sep}`);
  if (production === development || !existsSync(production))
    throw new Error(`no production build of ${name}`);
  return production;
}

// antd's and dayjs's texts of each language that come as scripts of their own (i18n/component-locales.ts):
// English is antd's and dayjs's own, already in the shell.
const componentLocaleFiles: Record<UiLanguage, readonly string[]> = {
  'zh-cn': ['antd/es/locale/zh_CN.js', 'dayjs/locale/zh-cn.js'],
  en: [],
  vn: ['antd/es/locale/vi_VN.js', 'dayjs/locale/vi.js'],
  id: ['antd/es/locale/id_ID.js', 'dayjs/locale/id.js'],
};

// The paths that open the home page (the dashboard).
const homePaths = ['/', DASHBOARD_PATH];

// Dev only: the API server runs beside Vite; in production it serves dist/ on the same origin.
const apiServer = 'http://127.0.0.1:8080';
const proxiedPaths = ['/api', '/sanctum', '/logout', '/user', '/files', '/healthz', '/readyz'];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    directImports([
      { specifier: 'antd', file: 'antd/es/index.js' },
      { specifier: '@ant-design/icons', file: '@ant-design/icons/es/icons/index' },
    ]),
    // antd's form context takes only the form provider from the form library's index.
    narrowedImports([
      {
        importer: 'antd/es/form/context.js',
        specifier: '@rc-component/form',
        file: '@rc-component/form/es/FormContext.js',
      },
    ]),
    // What every page's first paint needs, then the sign-in page, then every signed-in page's shell, then
    // the pieces the home page draws with (cards, text, spinners: most screens draw them too), without
    // the home page's own code.
    layeredChunks([
      {
        name: 'boot',
        roots: ['src/main.tsx'],
        entry: true,
        along: ['src/pages/login/index.tsx', 'src/i18n/validation-texts.ts'],
      },
      {
        name: 'shell',
        roots: [
          'src/router/load-session.ts',
          'src/layout/shell.tsx',
          'src/i18n/component-locales.ts',
          'src/i18n/area-texts.ts',
        ],
      },
      // The side menu (its entries' icons, the waiting withdrawals' count): one script, which a wide screen
      // fetches beside the shell and a phone once its first page has painted (layout/nav-menu-later.tsx).
      { name: 'side-menu', roots: ['src/layout/nav-menu.tsx'] },
      {
        name: 'page-pieces',
        roots: ['src/pages/dashboard/index.tsx', 'src/pages/dashboard/warm-up.ts'],
        holds: (id) => !id.includes('/src/pages/'),
      },
      // The home page's own code (the page, its warm-up and its ranges) in one script instead of three.
      {
        name: 'dashboard',
        roots: ['src/pages/dashboard/index.tsx', 'src/pages/dashboard/warm-up.ts'],
        holds: (id) => id.includes('/src/pages/dashboard/'),
      },
    ]),
    // A signed-in visit fetches the shell, its language's texts and, on the home page, the dashboard beside
    // the boot, as main.tsx's warmSignedInPath would ask for them once the boot has run (and the screens'
    // texts once the shell had come); and it asks for the session's first reads and the home page's
    // figures, which the app's client then takes (src/api/opening-reads.ts).
    signedInPreload({
      tokenKey: ACCESS_TOKEN_KEY,
      signInPath: LOGIN_PATH,
      sets: [
        { roots: ['src/router/load-session.ts', 'src/layout/shell.tsx'] },
        {
          paths: homePaths,
          roots: ['src/pages/dashboard/index.tsx', 'src/pages/dashboard/warm-up.ts'],
        },
        // The side menu shows with the shell on a wide screen; on a phone it waits in the closed drawer.
        { media: WIDE_SCREEN_MEDIA, roots: ['src/layout/nav-menu.tsx'] },
      ],
      languages: {
        settingsKey: SETTINGS_STORAGE_KEY,
        fromBrowserSubtag: languageOfBrowserSubtag,
        fallback: fallbackLanguage,
        roots: Object.fromEntries(
          Object.entries(componentLocaleFiles).map(([language, localeFiles]) => [
            language,
            [`src/i18n/${language}/index.ts`, `src/i18n/${language}/areas.ts`, ...localeFiles],
          ]),
        ),
      },
      reads: {
        globalName: OPENING_READS_GLOBAL,
        session: Object.values(sessionReads),
        dashboard: {
          url: DASHBOARD_URL,
          paths: homePaths,
          days: DASHBOARD_DEFAULT_DAYS,
          readableKey: DASHBOARD_READABLE_KEY,
        },
        apiLanguages: apiLanguageOf,
      },
    }),
    // antd's styles for a signed-in first paint, made at build time: they come with the shell's stylesheet.
    antdStaticStyles(),
    // The boot's few rules in the page itself: the loading mark paints without waiting for a stylesheet.
    inlineEntryStyles(),
    compressedCopies(),
  ],
  // Source maps beside the scripts: a browser's tools (and Lighthouse) read the app's own code in them.
  build: { sourcemap: true },
  resolve: {
    // Every `zod` import of the app and of the contracts, without code compiled at run time.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-without-eval.ts', import.meta.url)) },
      // react-router's package exports only its development build (remix-run/react-router#14102): its
      // warnings and checks would ship and run in every visit. The build takes the production one.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: productionBuildOf('react-router') }]
        : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: apiServer, changeOrigin: false, ws: path === '/api' }]),
    ),
  },
}));
