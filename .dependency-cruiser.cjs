// The server's layers point down only (README, "Architecture in one screen"). Each layer below names the
// only parts of apps/server/src it may import besides itself; main.ts and the CLIs at the top may import
// any. Run by `npm run lint`; apps/server/test/layers.test.ts proves that a wrong-way import fails it.
const ground = ['core'];
const storage = [...ground, 'crypto', 'config\\.ts', 'db'];
const kit = [...storage, 'events', 'route-kit'];
const layers = {
  core: [],
  crypto: ground,
  'config\\.ts': [...ground, 'crypto'],
  db: ground,
  events: [...ground, 'db'],
  'route-kit': [...storage, 'events'],
  modules: kit,
  jobs: [...kit, 'modules'],
  seed: storage,
  demo: [...kit, 'modules', 'seed'],
  app: [...kit, 'modules'],
};

const part = (...names) => `^apps/server/src/(${names.join('|')})(/|$)`;

module.exports = {
  forbidden: Object.entries(layers).map(([layer, allowed]) => ({
    name: `${layer.replace('\\.ts', '')}-imports-only-below`,
    comment: `${layer.replace('\\.ts', '')} may import only ${allowed.join(', ').replaceAll('\\', '') || 'itself'}`,
    severity: 'error',
    from: { path: part(layer) },
    to: { path: '^apps/server/src/', pathNot: part(layer, ...allowed) },
  })),
  options: {
    // Type-only imports count: a layer that names another's types depends on it.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
