import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { usePermission } from '../../components/use-permission.ts';
import { DASHBOARD_PERMISSION } from '../../router/dashboard-route.ts';
import { DashboardFigures } from './figures.tsx';

// The greeting's permission list (with its search box, tags and descriptions) loads only for who gets
// it: most admins open on the figures, which then wait for none of its scripts.
const GreetingPanel = lazy(() => import('./greeting.tsx').then((m) => ({ default: m.GreetingPanel })));

/** The home page: the figures and charts for who may read them, a greeting for everyone else. */
export default function DashboardPage() {
  const can = usePermission();
  if (can(DASHBOARD_PERMISSION)) return <DashboardFigures />;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <GreetingPanel />
    </Suspense>
  );
}
