import { usePermission } from '../../components/use-permission.ts';
import { DashboardFigures } from './figures.tsx';
import { GreetingPanel } from './greeting.tsx';

/** The home page: the figures and charts for who may read them, a greeting for everyone else. */
export default function DashboardPage() {
  const can = usePermission();
  return can('dashboard.query') ? <DashboardFigures /> : <GreetingPanel />;
}
